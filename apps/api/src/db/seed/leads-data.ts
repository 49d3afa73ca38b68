/**
 * What the demo leads are made of: the people who write (Mexican names, the e-mail addresses
 * and +52 mobile numbers they leave), what they ask on each channel, and what the dealership's
 * staff answer, note and record, in Spanish as the screens show it. Plain data and small pure
 * builders; leads-plan.ts decides who gets what.
 */
import type { LeadLostReason, ServiceType } from '@vitrina/shared';
import { FIRST_NAMES, LAST_NAMES, type Random } from './inventory-data';

// People ----------------------------------------------------------------------------------------

/** Given names people write on forms besides the common ones: compound names are everyday in Mexico. */
const COMPOUND_NAMES = [
  'José Luis',
  'Juan Carlos',
  'María José',
  'María Fernanda',
  'Ana Karen',
  'Luis Ángel',
  'Jesús Alberto',
  'Diana Laura',
  'Miguel Ángel',
  'Ana Sofía',
];
const MORE_FIRST_NAMES = [
  'Alejandra',
  'Brenda',
  'Carmen',
  'César',
  'Claudia',
  'Diego',
  'Emiliano',
  'Erika',
  'Gerardo',
  'Iván',
  'Karla',
  'Leticia',
  'Marco',
  'Martha',
  'Omar',
  'Patricia',
  'Rafael',
  'Rocío',
  'Santiago',
  'Sergio',
  'Verónica',
  'Yolanda',
];
const MORE_LAST_NAMES = [
  'Aguilar',
  'Mendoza',
  'Ruiz',
  'Salazar',
  'Domínguez',
  'Navarro',
  'Ríos',
  'Guerrero',
  'Medina',
  'Castro',
  'Villanueva',
  'Ibarra',
  'Orozco',
  'Zúñiga',
  'Montes',
  'Cervantes',
];
export const GIVEN_NAMES = [...FIRST_NAMES, ...MORE_FIRST_NAMES];
export const SURNAMES = [...LAST_NAMES, ...MORE_LAST_NAMES];

export interface Person {
  /** As they typed it: given name(s) and one or two surnames. */
  name: string;
  given: string;
  surname: string;
}

export function contactPerson(random: Random): Person {
  const given = random.chance(0.2) ? random.pick(COMPOUND_NAMES) : random.pick(GIVEN_NAMES);
  const surname = random.pick(SURNAMES);
  const second = random.chance(0.65) ? ` ${random.pick(SURNAMES)}` : '';
  return { name: `${given} ${surname}${second}`, given, surname };
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** The addresses Mexicans leave on forms: mostly Gmail and Hotmail, some Outlook, Yahoo, iCloud. */
const MAIL_DOMAINS: readonly { domain: string; weight: number }[] = [
  { domain: 'gmail.com', weight: 52 },
  { domain: 'hotmail.com', weight: 20 },
  { domain: 'outlook.com', weight: 10 },
  { domain: 'yahoo.com.mx', weight: 6 },
  { domain: 'icloud.com', weight: 6 },
  { domain: 'live.com.mx', weight: 3 },
  { domain: 'prodigy.net.mx', weight: 3 },
];

export function emailOf(random: Random, person: Person): string {
  const first = plain(person.given.split(' ')[0]!);
  const last = plain(person.surname);
  const { domain } = random.weighted(MAIL_DOMAINS, (d) => d.weight);
  const local = random.pick([
    () => `${first}.${last}${random.int(1, 99)}`,
    () => `${first}${last}${random.int(70, 99) + 1900}`,
    () => `${first[0]}${last}${random.int(1, 999)}`,
    () => `${first}_${last}${random.int(1, 9)}`,
    () => `${last}.${first}${random.int(10, 99)}`,
  ])();
  return `${local}@${domain}`;
}

/**
 * Mexico's area codes: two digits for Mexico City, Guadalajara and Monterrey, three elsewhere;
 * the local number fills the ten digits. A dealership's customers mostly call from its city.
 */
export const TWO_DIGIT_AREAS = ['55', '56', '33', '81'];
const OTHER_AREAS = ['222', '442', '477', '722', '999', '664', '614', '998', '229', '744'];

export function areaCodeOf(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^52(?=\d{10}$)/, '');
  const two = digits.slice(0, 2);
  return TWO_DIGIT_AREAS.includes(two) ? two : digits.slice(0, 3) || '55';
}

/** A mobile number as stored: +52 and ten digits. */
export function phoneOf(random: Random, homeArea: string): string {
  let area = random.chance(0.88) ? homeArea : random.pick(OTHER_AREAS);
  // Mexico City's numbers are 55 or 56.
  if (area === '55' && random.chance(0.2)) area = '56';
  let local = String(random.int(1, 9));
  while (area.length + local.length < 10) local += String(random.int(0, 9));
  return `+52${area}${local}`;
}

// What people ask, by channel ----------------------------------------------------------------------

/** `{v}`: the vehicle's title. */
const LISTING_QUESTIONS = [
  'Hola, ¿sigue disponible el {v}?',
  'Buenas tardes, me interesa el {v}. ¿Aceptan mi auto a cuenta?',
  '¿Cuál es el enganche mínimo para el {v}? ¿A cuántos meses lo financian?',
  'Hola, ¿el precio del {v} es negociable? Pago de contado.',
  '¿Puedo ir a verlo este sábado? Me interesa el {v}.',
  '¿El {v} tiene servicios de agencia y factura original?',
  'Me interesa, ¿cuántos dueños ha tenido y tiene algún choque?',
  '¿Hacen prueba de manejo? Quisiera conocer el {v}.',
  '¿Me pueden mandar más fotos del interior del {v}?',
  'Hola, ¿tienen crédito para personas con historial en buró?',
];

export function listingQuestion(random: Random, title: string): string {
  return random.pick(LISTING_QUESTIONS).replace('{v}', title);
}

const WANTED_MESSAGES = [
  'Busco uno en buen estado, de preferencia color blanco o gris.',
  'Lo necesito para trabajo, que sea automático.',
  'Tengo un auto para dar a cuenta.',
  'Quiero financiarlo a 36 meses.',
  'Pago de contado si el precio es bueno.',
  'De preferencia con pocos kilómetros.',
  '',
];

export const wantedMessage = (random: Random) => random.pick(WANTED_MESSAGES);

export const SERVICE_TYPE_WEIGHTS: Record<ServiceType, number> = {
  maintenance: 30,
  oil_change: 22,
  brakes: 12,
  tires: 8,
  diagnosis: 14,
  warranty: 8,
  other: 6,
};

const SERVICE_MESSAGES: Record<ServiceType, readonly string[]> = {
  maintenance: ['Le toca el servicio de los 30,000 km.', 'Quiero agendar el servicio de los 45,000 km.'],
  oil_change: ['Solo cambio de aceite y filtro.', 'Cambio de aceite sintético, por favor.'],
  brakes: ['Rechinan los frenos al frenar.', 'Se siente el pedal del freno muy suave.'],
  tires: ['Necesito cambiar las cuatro llantas.', 'Alineación y balanceo, vibra en carretera.'],
  diagnosis: ['Se prendió el testigo del motor.', 'Hace un ruido raro al dar vuelta.'],
  warranty: [
    'El aire acondicionado dejó de enfriar, sigue en garantía.',
    'Falla el estéreo, está en garantía.',
  ],
  other: ['Quiero revisar la batería, a veces no arranca.', 'Revisión antes de salir a carretera.'],
};

export const serviceMessage = (random: Random, type: ServiceType) => random.pick(SERVICE_MESSAGES[type]);

const DAMAGES = [
  'Golpe en la defensa trasera y raspón en la calavera izquierda.',
  'Rayón profundo en la puerta del copiloto, de lado a lado.',
  'Abolladura en el cofre por granizo.',
  'Golpe en la salpicadera delantera derecha, el faro está roto.',
  'Pintura del techo quemada por el sol, quiero repintarlo.',
  'Choque leve por alcance: defensa delantera y parrilla dañadas.',
  'Espejo lateral roto y rayones en la puerta del conductor.',
  'Abolladura en la cajuela, no cierra bien.',
];

export const damageDescription = (random: Random) => random.pick(DAMAGES);

/** Parts and, for Nissan, the part numbers dealers quote. */
const PARTS: readonly { name: string; number: string }[] = [
  { name: 'Balatas delanteras', number: 'D1060-5RA0A' },
  { name: 'Filtro de aire', number: '16546-3TA0A' },
  { name: 'Filtro de aceite', number: '15208-65F0E' },
  { name: 'Bujías (juego de 4)', number: '22401-1KT1B' },
  { name: 'Amortiguadores delanteros', number: '' },
  { name: 'Espejo lateral izquierdo', number: '' },
  { name: 'Faro delantero derecho', number: '' },
  { name: 'Batería', number: '' },
  { name: 'Plumas limpiaparabrisas', number: '' },
  { name: 'Tapete de cajuela', number: '' },
  { name: 'Bomba de agua', number: '' },
  { name: 'Kit de clutch', number: '' },
];

export const partRequest = (random: Random) => random.pick(PARTS);

const PART_MESSAGES = [
  '¿Tienen en existencia y cuál es el precio?',
  '¿Cuánto cuesta con instalación?',
  '¿Lo pueden enviar a domicilio?',
  '',
];

export const partMessage = (random: Random) => random.pick(PART_MESSAGES);

/** `{v}`: a vehicle, when the appointment is about one. */
const APPOINTMENT_REASONS = [
  'Prueba de manejo del {v}',
  'Avalúo de mi auto para dejarlo a cuenta',
  'Firma de contrato y entrega de documentos',
  'Conocer el {v} en persona',
  'Revisar opciones de financiamiento',
  'Entrega de unidad',
];

export function appointmentReason(random: Random, title: string): string {
  const reason = random.pick(
    title ? APPOINTMENT_REASONS : APPOINTMENT_REASONS.filter((r) => !r.includes('{v}')),
  );
  return reason.replace('{v}', title);
}

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

/** A Lead Ads form's name, its campaign (named after the month it ran) and the answers given. */
export function facebookForm(
  random: Random,
  date: string,
  model: string,
): { form_name: string; campaign_name: string; answers: { question: string; answer: string }[] } {
  const month = MONTHS[Number(date.slice(5, 7)) - 1]!;
  const year = date.slice(0, 4);
  const campaign = random.pick([
    `Seminuevos ${month} ${year}`,
    `Venta de ${month} ${year}`,
    `Estrena tu auto — ${month}`,
    `Crédito fácil ${year}`,
  ]);
  return {
    form_name: random.pick(['Cotiza tu auto', 'Solicita información', 'Agenda tu prueba de manejo']),
    campaign_name: campaign,
    answers: [
      { question: '¿Qué auto te interesa?', answer: model },
      {
        question: '¿Cuándo planeas comprar?',
        answer: random.pick(['Lo antes posible', 'Este mes', 'En los próximos 3 meses', 'Solo estoy viendo']),
      },
      {
        question: '¿Cómo lo vas a pagar?',
        answer: random.pick(['Crédito', 'Contado', 'Auto a cuenta más crédito']),
      },
      {
        question: '¿Cómo prefieres que te contactemos?',
        answer: random.pick(['WhatsApp', 'Llamada', 'Correo']),
      },
    ],
  };
}

// What the staff record -----------------------------------------------------------------------

/** `{n}`: the customer's first name, `{a}`: the advisor's, `{d}`: the dealership, `{v}`: the vehicle or what they asked for. */
const WHATSAPP_MESSAGES = [
  'Hola {n}, soy {a} de {d}. Vi tu interés en {v}, ¿te gustaría agendar una visita?',
  'Buen día {n}, te escribe {a} de {d}. Con gusto te doy información de {v}. ¿A qué hora te puedo llamar?',
  '¡Hola {n}! Soy {a}, de {d}. Te comparto la cotización de {v}; quedo atento a tus dudas.',
  'Hola {n}, te confirmo que {v} sigue disponible. ¿Te queda bien venir mañana?',
  'Hola {n}, ¿pudiste revisar la información que te envié?',
];

const CALL_SUMMARIES = [
  'Interesado; pide cotización con enganche del 30 %.',
  'No contestó, se dejó mensaje de voz.',
  'Quiere venir el sábado por la mañana.',
  'Pregunta si recibimos su auto a cuenta; se le pidió foto de la factura.',
  'Está comparando con otra agencia, se le envió la mejor oferta.',
  'Confirmó la cita.',
  'Pidió que le llamemos la próxima semana.',
];

const EMAIL_MESSAGES = [
  'Cotización de {v}',
  'Información y fotos de {v}',
  'Requisitos para el crédito automotriz',
  'Confirmación de su cita en {d}',
];

const NOTES = [
  'Cliente con buen historial crediticio, precalificado con la financiera.',
  'Prefiere contacto por WhatsApp después de las 6 pm.',
  'Trae su auto a cuenta: revisar avalúo.',
  'Busca algo más económico, ofrecerle opciones similares.',
  'Viene con su esposa el fin de semana.',
  'Pidió descuento; se consultó con el gerente.',
];

const fill = (template: string, words: Record<string, string>) =>
  template.replace(/\{([nadv])\}/g, (_, key: string) => words[key] ?? '');

export interface Wording {
  customer: string;
  advisor: string;
  dealership: string;
  /** "el Nissan Versa Advance 2021", "su servicio", "la pieza": what the lead was about. */
  subject: string;
}

const wordsOf = (w: Wording) => ({ n: w.customer, a: w.advisor, d: w.dealership, v: w.subject });

export const whatsappMessage = (random: Random, w: Wording) =>
  fill(random.pick(WHATSAPP_MESSAGES), wordsOf(w));
export const callSummary = (random: Random) => random.pick(CALL_SUMMARIES);
export const emailMessage = (random: Random, w: Wording) => fill(random.pick(EMAIL_MESSAGES), wordsOf(w));
export const note = (random: Random) => random.pick(NOTES);

/** Why leads are lost, as often as dealers see each reason. */
export const LOST_REASON_WEIGHTS: Record<LeadLostReason, number> = {
  no_answer: 30,
  bought_elsewhere: 20,
  price: 15,
  financing_denied: 10,
  not_interested: 12,
  no_stock: 5,
  duplicate: 4,
  other: 4,
};

const LOST_NOTES: Partial<Record<LeadLostReason, readonly string[]>> = {
  bought_elsewhere: ['Compró en otra agencia.', 'Se decidió por un auto nuevo.'],
  price: ['Le pareció caro, buscaba algo de menor precio.'],
  financing_denied: ['La financiera rechazó el crédito.'],
  no_stock: ['Ya no teníamos la unidad que buscaba.'],
  other: ['Se cambió de ciudad.'],
};

export function lostNote(random: Random, reason: LeadLostReason): string {
  const notes = LOST_NOTES[reason];
  return notes && random.chance(0.6) ? random.pick(notes) : '';
}
