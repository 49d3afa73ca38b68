/**
 * The e-mail administrators receive for a new upgrade request, in each recipient's language. It
 * waits in mail_outbox for delivery, in the product's look, like every e-mail of the product. The missing module is left
 * out: its display name lives with the screens; the administrators' list shows it.
 */
import { COMMERCIAL_OFFERS, type Locale, type OfferType } from '@vitrina/shared';
import { renderMail } from '../mail/public';

export interface RequestFacts {
  agency: string;
  currentPackage: string;
  package: string;
  type: OfferType;
  requester: { name: string; email: string };
  message: string;
}

const TEXTS = {
  es: {
    subject: (facts: RequestFacts) => `Solicitud de cambio de paquete: ${facts.agency} → ${facts.package}`,
    greeting: 'Hola:',
    intro: 'Una agencia pidió cambiar de paquete desde la oferta comercial de Vitrina.',
    agency: 'Agencia',
    current: 'Paquete actual',
    none: 'Sin paquete',
    requested: 'Paquete solicitado',
    offer: 'Oferta',
    types: { used: 'Seminuevos', new: 'Nuevos' },
    by: 'Solicitado por',
    message: 'Mensaje',
    action: 'Ver la solicitud',
  },
  en: {
    subject: (facts: RequestFacts) => `Package upgrade request: ${facts.agency} → ${facts.package}`,
    greeting: 'Hello,',
    intro: 'A dealership asked for another package from the Vitrina commercial offer.',
    agency: 'Dealership',
    current: 'Current package',
    none: 'No package',
    requested: 'Requested package',
    offer: 'Offer',
    types: { used: 'Used vehicles', new: 'New vehicles' },
    by: 'Requested by',
    message: 'Message',
    action: 'See the request',
  },
} as const;

export function upgradeRequestMail(locale: Locale, facts: RequestFacts, origin: string) {
  const text = TEXTS[locale];
  const link = `${origin}${COMMERCIAL_OFFERS[facts.type].screen}`;
  const lines: [string, string][] = [
    [text.agency, facts.agency],
    [text.current, facts.currentPackage || text.none],
    [text.requested, facts.package],
    [text.offer, text.types[facts.type]],
    [text.by, `${facts.requester.name} <${facts.requester.email}>`],
    ...(facts.message ? [[text.message, facts.message] as [string, string]] : []),
  ];
  return renderMail({
    locale,
    subject: text.subject(facts),
    greeting: text.greeting,
    paragraphs: [text.intro, ...lines.map(([label, value]) => `${label}: ${value}`)],
    action: { label: text.action, url: link },
  });
}
