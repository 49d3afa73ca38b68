/**
 * Demo posts of the marketplace site's blog (published, scheduled and a draft) and demo tutorials
 * for dealers and for Uni AD, so `npm start` shows both modules working. The videos are public
 * sample videos (Blender Foundation's on YouTube, Vimeo's own), stand-ins for real tutorials.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { blogPosts, tutorials } from '../schema';

const day = 86_400_000;

const POSTS = (now: number) => [
  {
    title: '¿Cómo elegir tu próximo SUV seminuevo?',
    slug: 'como-elegir-tu-proximo-suv-seminuevo',
    category: 'Consejos de compra',
    tags: ['SUV', 'Seminuevos'],
    author: 'Mariana López',
    status: 'published',
    publish_at: new Date(now - 12 * day),
    seo_description:
      'Cinco puntos para comparar SUVs seminuevos en México: consumo, espacio, historial y precio.',
    body: [
      'Comprar un **SUV seminuevo** es una de las decisiones más comunes en México. Antes de visitar la agencia, revisa:',
      '',
      '1. **Historial del vehículo**: verifica el VIN con AutoCheck.',
      '2. **Consumo real** en ciudad y carretera.',
      '3. **Espacio** para tu familia y tu cajuela.',
      '4. **Mantenimientos** en agencia y facturas.',
      '5. **Precio** frente a otros anuncios de [Vitrina](https://vitrina.mx).',
      '',
      '> Pide siempre una prueba de manejo y revisa la tarjeta de circulación.',
    ].join('\n'),
  },
  {
    title: 'Guía de financiamiento automotriz 2026',
    slug: 'guia-de-financiamiento-automotriz-2026',
    category: 'Financiamiento',
    tags: ['Crédito', 'Enganche'],
    author: 'Alejandro Torres',
    status: 'published',
    publish_at: new Date(now - 4 * day),
    seo_description: 'Enganche, plazo, CAT y seguro: lo que debes comparar antes de financiar tu auto.',
    body: [
      '## Lo que debes comparar',
      '',
      '- **Enganche**: entre 10 % y 30 % del valor del auto.',
      '- **Plazo**: de 12 a 72 meses; a mayor plazo, más intereses.',
      '- **CAT**: el costo anual total, para comparar entre financieras.',
      '',
      'Tu asesor de la agencia puede simular varias opciones en minutos.',
    ].join('\n'),
  },
  {
    title: 'Ofertas del Buen Fin en autos nuevos',
    slug: 'ofertas-del-buen-fin-en-autos-nuevos',
    category: 'Promociones',
    tags: ['Buen Fin', 'Nuevos'],
    author: 'Sofía Ramírez',
    status: 'scheduled',
    publish_at: new Date(now + 3 * day),
    seo_description: 'Las promociones de las agencias de Vitrina para el Buen Fin.',
    body: 'Muy pronto: **las mejores ofertas** de las agencias participantes.',
  },
  {
    title: 'Mantenimiento preventivo: calendario por kilometraje',
    slug: 'mantenimiento-preventivo-calendario-por-kilometraje',
    category: 'Mantenimiento',
    tags: ['Servicio'],
    author: 'Carlos Hernández',
    status: 'draft',
    publish_at: null,
    seo_description: '',
    body: '_Borrador_: servicios a los 10,000, 20,000 y 40,000 km.',
  },
];

const BIG_BUCK_BUNNY = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const VIMEO_SAMPLE = 'https://vimeo.com/76979871';

const TUTORIALS = [
  {
    title: 'Tu primer seminuevo publicado',
    category: 'Inventario',
    audience: 'dealers',
    position: 1,
    video_url: BIG_BUCK_BUNNY,
    description: 'Datos del catálogo, fotos, precio y publicación en el marketplace.',
  },
  {
    title: 'Fotos que venden',
    category: 'Inventario',
    audience: 'dealers',
    position: 2,
    video_url: VIMEO_SAMPLE,
    description: 'Orden de las fotos, portada y luz natural.',
  },
  {
    title: 'Responder un lead en menos de 15 minutos',
    category: 'Leads',
    audience: 'dealers',
    position: 1,
    video_url: BIG_BUCK_BUNNY,
    description: 'Asignación, primer contacto por WhatsApp y seguimiento.',
  },
  {
    title: 'Configura la asignación automática',
    category: 'Leads',
    audience: 'dealers',
    position: 2,
    video_url: VIMEO_SAMPLE,
    description: 'Turnos, menor carga y tiempo de primera respuesta.',
  },
  {
    title: 'Alta de una agencia nueva',
    category: 'Operación',
    audience: 'internal',
    position: 1,
    video_url: BIG_BUCK_BUNNY,
    description: 'Datos fiscales, código postal, paquete y gerentes.',
  },
  {
    title: 'Reenvío de leads entre agencias',
    category: 'Operación',
    audience: 'internal',
    position: 2,
    video_url: VIMEO_SAMPLE,
    description: 'Cuándo reenviar un lead y cómo queda su historial.',
  },
  {
    title: 'Publicar una nota del blog',
    category: 'Contenido',
    audience: 'internal',
    position: 1,
    video_url: BIG_BUCK_BUNNY,
    description: 'Markdown, vista previa, portada y programación.',
  },
] as const;

export async function seedContentDemo(tx: Tx): Promise<void> {
  await tx.insert(blogPosts).values(POSTS(Date.now())).onConflictDoNothing({ target: blogPosts.slug });
  // Tutorials have no natural key: seeded once, while there are none.
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(tutorials);
  if ((existing?.n ?? 0) === 0) await tx.insert(tutorials).values([...TUTORIALS]);
}
