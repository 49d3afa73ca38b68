/**
 * Demo popups, so the dashboard and /popups show something on a fresh install. Idempotent: a
 * popup that exists by title is left as it is. Dates are relative to the day the seed runs.
 */
import { todayInMexico } from '@vitrina/shared';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { popups } from '../../db/schema';

function shift(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const POPUPS = [
  {
    title: 'Nuevo: subastas de seminuevos',
    body: [
      'Ahora puedes **subastar tus seminuevos** entre agencias de todo el país.',
      '',
      '- Publica en minutos desde tu inventario',
      '- Recibe ofertas en tiempo real',
      '- Cierra la venta sin salir de Vitrina',
    ].join('\n'),
    cta_label: 'Ver oferta comercial',
    cta_url: '/commercial-offer/used',
    audience: 'all',
    frequency: 'once',
    from: -2,
    to: 30,
  },
  {
    title: 'Buen Fin: 10 % en seminuevos',
    body: 'Del viernes al lunes, las agencias activas publican su inventario con **10 % de descuento** destacado en el marketplace. Revisa tus precios antes del viernes.',
    cta_label: '',
    cta_url: '',
    audience: 'membership',
    membership_statuses: ['Activo', 'Prueba'],
    frequency: 'every_visit',
    from: -1,
    to: 14,
  },
  {
    title: 'Taller de fotografía de autos en CDMX',
    body: 'Aprende a tomar fotos que venden. Taller presencial gratuito para agencias de la Ciudad de México.',
    cta_label: 'Inscribirme',
    cta_url: 'https://vitrina.mx/talleres',
    audience: 'state',
    states: ['09'],
    frequency: 'once',
    from: 10,
    to: 20,
  },
] as const;

export async function seedDemoPopups(tx: Tx): Promise<void> {
  const today = todayInMexico();
  const existing = new Set(
    (
      await tx
        .select({ title: popups.title })
        .from(popups)
        .where(
          inArray(
            popups.title,
            POPUPS.map((popup) => popup.title),
          ),
        )
    ).map((row) => row.title),
  );
  const missing = POPUPS.filter((popup) => !existing.has(popup.title));
  if (missing.length > 0) {
    await tx.insert(popups).values(
      missing.map(({ from, to, ...popup }) => ({
        ...popup,
        membership_statuses: 'membership_statuses' in popup ? [...popup.membership_statuses] : [],
        states: 'states' in popup ? [...popup.states] : [],
        starts_on: shift(today, from),
        ends_on: shift(today, to),
      })),
    );
  }
}
