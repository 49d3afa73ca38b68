/**
 * The e-mail a buyer receives when a dealership offers a vehicle to their saved search, in the
 * language the marketplace gave for them, in the product's look.
 */
import type { Locale } from '@vitrina/shared';
import { renderMail } from '../mail/public';

export interface OfferFacts {
  buyer: string;
  search: string;
  vehicle: { title: string; price: number };
  agency: { name: string; phone: string | null; email: string | null; address: string };
  advisor: { name: string; email: string };
  message: string;
}

const TEXTS = {
  es: {
    subject: (facts: OfferFacts) => `${facts.agency.name} tiene un auto para ti: ${facts.vehicle.title}`,
    greeting: (facts: OfferFacts) => `Hola, ${facts.buyer}:`,
    intro: (facts: OfferFacts) =>
      `Guardaste una búsqueda de ${facts.search} en el marketplace. ${facts.agency.name} tiene este vehículo disponible para ti:`,
    vehicle: 'Vehículo',
    price: 'Precio',
    message: 'Mensaje de la agencia',
    contact: 'Contacto',
    address: 'Dirección',
    notes:
      'Recibes este correo porque tienes una alerta activa en el marketplace. Responde a la agencia directamente para más información.',
  },
  en: {
    subject: (facts: OfferFacts) => `${facts.agency.name} has a car for you: ${facts.vehicle.title}`,
    greeting: (facts: OfferFacts) => `Hello ${facts.buyer},`,
    intro: (facts: OfferFacts) =>
      `You saved a search for ${facts.search} in the marketplace. ${facts.agency.name} has this vehicle available for you:`,
    vehicle: 'Vehicle',
    price: 'Price',
    message: 'Message from the dealership',
    contact: 'Contact',
    address: 'Address',
    notes:
      'You get this e-mail because you have an active alert in the marketplace. Reply to the dealership directly to learn more.',
  },
} as const;

const money = (locale: Locale, pesos: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-MX', { style: 'currency', currency: 'MXN' }).format(
    pesos,
  );

export function alertOfferMail(locale: Locale, facts: OfferFacts) {
  const text = TEXTS[locale];
  const contact = [facts.advisor.name, facts.agency.phone, facts.agency.email ?? facts.advisor.email]
    .filter(Boolean)
    .join(' · ');
  return renderMail({
    locale,
    subject: text.subject(facts),
    greeting: text.greeting(facts),
    paragraphs: [
      text.intro(facts),
      `${text.vehicle}: ${facts.vehicle.title}`,
      `${text.price}: ${money(locale, facts.vehicle.price)}`,
      ...(facts.message ? [`${text.message}: ${facts.message}`] : []),
      `${text.contact}: ${contact}`,
      ...(facts.agency.address ? [`${text.address}: ${facts.agency.address}`] : []),
    ],
    notes: [text.notes],
  });
}
