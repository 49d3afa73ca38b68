/**
 * The e-mails of an auction's close, in the recipient's language and the product's look: the
 * winning bidder, every other bidder, and the seller (sold or "sin venta").
 */
import type { Locale } from '@vitrina/shared';
import { type RenderedMail, renderMail } from '../mail/public';

const money = (pesos: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-MX' : 'en-US', { style: 'currency', currency: 'MXN' }).format(
    pesos,
  );

export interface ClosedFacts {
  vehicle: string;
  amount: number | null;
  sold: boolean;
}

export function winnerMail(locale: Locale, name: string, facts: ClosedFacts, leadsUrl: string): RenderedMail {
  const amount = money(facts.amount ?? 0, locale);
  return renderMail(
    locale === 'es'
      ? {
          locale,
          subject: `Ganaste la subasta: ${facts.vehicle}`,
          greeting: `Hola, ${name}:`,
          paragraphs: [
            `Tu agencia ganó la subasta de ${facts.vehicle} con una puja de ${amount}.`,
            'Los datos del vendedor ya están en tus leads de Subastas: contáctalo para cerrar la compra.',
          ],
          action: { label: 'Ver leads de subastas', url: leadsUrl },
        }
      : {
          locale,
          subject: `You won the auction: ${facts.vehicle}`,
          greeting: `Hello ${name},`,
          paragraphs: [
            `Your dealership won the auction of ${facts.vehicle} with a bid of ${amount}.`,
            'The seller’s contact is now in your Auctions leads: reach out to close the purchase.',
          ],
          action: { label: 'See auction leads', url: leadsUrl },
        },
  );
}

export function loserMail(locale: Locale, name: string, facts: ClosedFacts): RenderedMail {
  const amount = money(facts.amount ?? 0, locale);
  const es = facts.sold
    ? `La subasta de ${facts.vehicle} cerró con una puja ganadora de ${amount} de otra agencia.`
    : `La subasta de ${facts.vehicle} cerró sin venta: ninguna puja alcanzó el precio de reserva.`;
  const en = facts.sold
    ? `The auction of ${facts.vehicle} closed with a winning bid of ${amount} from another dealership.`
    : `The auction of ${facts.vehicle} closed without a sale: no bid reached the reserve price.`;
  return renderMail(
    locale === 'es'
      ? {
          locale,
          subject: `Subasta cerrada: ${facts.vehicle}`,
          greeting: `Hola, ${name}:`,
          paragraphs: [es, 'Gracias por participar. Te esperamos en las próximas subastas.'],
        }
      : {
          locale,
          subject: `Auction closed: ${facts.vehicle}`,
          greeting: `Hello ${name},`,
          paragraphs: [en, 'Thank you for taking part. See you at the next auctions.'],
        },
  );
}

/** Sellers have no account: their e-mail is in Spanish. */
export function sellerMail(name: string, facts: ClosedFacts): RenderedMail {
  const amount = money(facts.amount ?? 0, 'es');
  return renderMail({
    locale: 'es',
    subject: facts.sold
      ? `Tu ${facts.vehicle} se vendió en subasta`
      : `Tu subasta de ${facts.vehicle} cerró sin venta`,
    greeting: `Hola, ${name}:`,
    paragraphs: facts.sold
      ? [
          `La subasta de tu ${facts.vehicle} cerró con una puja ganadora de ${amount}.`,
          'La agencia ganadora se pondrá en contacto contigo para concretar la compra.',
        ]
      : [
          `La subasta de tu ${facts.vehicle} cerró sin venta: ninguna puja alcanzó tu precio de reserva.`,
          'Nuestro equipo te contactará para ofrecerte una nueva fecha.',
        ],
  });
}
