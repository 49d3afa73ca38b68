/**
 * The demo leads' planning, pure: from a dealership (its package's channels, its staff, its lot)
 * and the catalog it decides each lead — when it arrived, who wrote and what about, the channel's
 * details — and what happened to it afterwards: the assignment, the first response and the
 * contacts, notes and status changes, each at a plausible moment after the arrival and never in
 * the future. Deterministic: one seeded random source per dealership (its name). leads-seed.ts
 * reads the database, creates the leads through the lead-creation service and writes the rest.
 */
import {
  LEAD_CHANNELS,
  LEAD_LOST_REASONS,
  type LeadChannelKey,
  type LeadContactKind,
  type LeadLostReason,
  type LeadStatus,
  SERVICE_TYPES,
  type ServiceType,
} from '@vitrina/shared';
import { addDays, at, type Clock, DAY, dayAndMinute, nowOf } from './inventory-calendar';
import { POPULAR_MODELS, Random } from './inventory-data';
import { type CatalogEntry, usedPrice } from './inventory-plan';
import {
  appointmentReason,
  areaCodeOf,
  callSummary,
  contactPerson,
  damageDescription,
  emailMessage,
  emailOf,
  facebookForm,
  LOST_REASON_WEIGHTS,
  listingQuestion,
  lostNote,
  note,
  partMessage,
  partRequest,
  phoneOf,
  SERVICE_TYPE_WEIGHTS,
  serviceMessage,
  type Wording,
  wantedMessage,
  whatsappMessage,
} from './leads-data';

/** Arrivals reach back this many days. */
export const LEAD_DAYS = 120;

/** The share of arrivals from someone who wrote before. */
const RETURNING_SHARE = 0.04;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// What the planning starts from ------------------------------------------------------------------

export interface Member {
  id: number;
  name: string;
  /** Holds `assign lead` (a Gerente): assigns leads and sees every lead of the dealership. */
  manager: boolean;
}

/** A dealership as the seed reads it (leads-seed.ts). */
export interface LeadAgency {
  id: number;
  name: string;
  /** Its own number: its customers mostly share the area code. */
  phone: string;
  /** Its package's permissions. */
  permissions: string[];
  family: string | null;
  /** Its active staff. */
  members: Member[];
}

/** A used vehicle of the dealership's lot, as the listing leads name it. */
export interface LotVehicle {
  id: number;
  title: string;
  status: string;
  first_on_lot: string;
  sold_on: string | null;
  published_mercadolibre: boolean;
}

// What the planning decides ----------------------------------------------------------------------

/** What arrives: handed to the lead-creation service as it is. */
export interface Arrival {
  channel: LeadChannelKey;
  name: string;
  email: string;
  phone: string;
  vehicle_id: number | null;
  vehicle_title: string;
  details: Record<string, unknown>;
  /** The moment, in milliseconds since the epoch. */
  created_at: number;
}

/** What the staff did afterwards, in time order; `user_id` is who did it. */
export type PlannedEvent =
  | { kind: 'assignment'; at: number; user_id: number; from: Member | null; to: Member }
  | { kind: LeadContactKind; at: number; user_id: number; body: string }
  | {
      kind: 'status';
      at: number;
      user_id: number;
      from: LeadStatus;
      to: LeadStatus;
      lost_reason: LeadLostReason | null;
      lost_note: string;
      sold_vehicle_id: number | null;
    };

export interface PlannedLead {
  arrival: Arrival;
  events: PlannedEvent[];
}

// Channels ---------------------------------------------------------------------------------------

/** How many of a dealership's leads each channel brings: the marketplace and Facebook lead. */
const CHANNEL_WEIGHTS: Record<LeadChannelKey, number> = {
  marketplace: 30,
  facebook: 14,
  'wanted-used': 9,
  mercadolibre: 9,
  'wanted-new': 7,
  service: 8,
  appointments: 6,
  parts: 5,
  soloautos: 4,
  auctions: 4,
  body: 4,
};

/**
 * The channels a dealership receives: those its package opens; Mercado Libre's questions also
 * need the Mercado Libre integration.
 */
export function channelsOf(agency: Pick<LeadAgency, 'permissions'>): LeadChannelKey[] {
  return LEAD_CHANNELS.filter(
    (channel) =>
      (!('packagePermission' in channel) || agency.permissions.includes(channel.packagePermission)) &&
      (channel.key !== 'mercadolibre' || agency.permissions.includes('view mercado libre')),
  ).map((channel) => channel.key);
}

// Moments ----------------------------------------------------------------------------------------

/** People write from early morning to late night, most around midday and after work. */
const ARRIVAL_HOURS: readonly { hour: number; weight: number }[] = [
  7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
].map((hour) => ({ hour, weight: [2, 4, 6, 8, 8, 8, 7, 6, 6, 6, 7, 8, 8, 8, 7, 5, 3][hour - 7]! }));

function arrivalMoment(clock: Clock, random: Random, daysAgo: number): number {
  // Before 7:30 today nothing has arrived yet: the lead is yesterday's.
  const days = daysAgo === 0 && clock.minute < 7 * 60 + 30 ? 1 : daysAgo;
  const date = addDays(clock.today, -days);
  const limit = days === 0 ? clock.minute - 5 : 24 * 60;
  const { hour } = random.weighted(
    ARRIVAL_HOURS.filter((h) => h.hour * 60 < limit),
    (h) => h.weight,
  );
  return at(date, Math.min(limit, hour * 60 + random.int(0, 59)));
}

/** Staff act from 9:00 to 21:00: a moment outside that waits for the next opening. */
function staffTime(moment: number, random: Random): number {
  const { date, minute } = dayAndMinute(moment);
  if (minute >= 9 * 60 && minute < 21 * 60) return moment;
  return at(minute < 9 * 60 ? date : addDays(date, 1), 9 * 60 + random.int(0, 75));
}

/** Minutes to hours: most leads get an answer within the hour, some the next morning. */
function responseDelay(random: Random): number {
  const roll = random.next();
  if (roll < 0.6) return random.int(2, 30) * MINUTE;
  if (roll < 0.88) return random.int(30, 180) * MINUTE;
  return random.int(3, 20) * HOUR;
}

// Statuses ---------------------------------------------------------------------------------------

/** Where a lead stands, by its age: the newest are still open, most old ones closed. */
const STATUS_BY_AGE: readonly { days: number; weights: Record<LeadStatus, number> }[] = [
  {
    days: 1,
    weights: {
      Nuevo: 45,
      Contactado: 35,
      'En seguimiento': 15,
      'Cita agendada': 5,
      Vendido: 0,
      Perdido: 0,
    },
  },
  {
    days: 7,
    weights: {
      Nuevo: 12,
      Contactado: 25,
      'En seguimiento': 30,
      'Cita agendada': 15,
      Vendido: 3,
      Perdido: 15,
    },
  },
  {
    days: 30,
    weights: {
      Nuevo: 5,
      Contactado: 14,
      'En seguimiento': 28,
      'Cita agendada': 12,
      Vendido: 10,
      Perdido: 30,
    },
  },
  {
    days: Number.POSITIVE_INFINITY,
    weights: {
      Nuevo: 3,
      Contactado: 6,
      'En seguimiento': 14,
      'Cita agendada': 6,
      Vendido: 16,
      Perdido: 48,
    },
  },
];

function rollStatus(random: Random, ageDays: number): LeadStatus {
  const { weights } = STATUS_BY_AGE.find((band) => ageDays < band.days)!;
  const statuses = Object.keys(weights) as LeadStatus[];
  return random.weighted(statuses, (status) => weights[status]);
}

/** The status changes that lead to `target`, each allowed by LEAD_TRANSITIONS from the one before. */
function pathTo(random: Random, target: LeadStatus, reason: LeadLostReason | null): LeadStatus[] {
  switch (target) {
    case 'Nuevo':
      return [];
    case 'Contactado':
      return ['Contactado'];
    case 'En seguimiento':
      return random.chance(0.2) ? ['En seguimiento'] : ['Contactado', 'En seguimiento'];
    case 'Cita agendada':
      return random.chance(0.5)
        ? ['Contactado', 'Cita agendada']
        : ['Contactado', 'En seguimiento', 'Cita agendada'];
    case 'Vendido': {
      const roll = random.next();
      // Some did not come to their first appointment and booked another.
      if (roll < 0.1) return ['Contactado', 'Cita agendada', 'En seguimiento', 'Cita agendada', 'Vendido'];
      if (roll < 0.5) return ['Contactado', 'Cita agendada', 'Vendido'];
      return ['Contactado', 'En seguimiento', 'Cita agendada', 'Vendido'];
    }
    case 'Perdido':
      if (reason === 'no_answer' || reason === 'duplicate') return ['Perdido'];
      return random.chance(0.5) ? ['Contactado', 'Perdido'] : ['Contactado', 'En seguimiento', 'Perdido'];
  }
}

/** How long the story of a lead lasts, from its first response to its last step. */
const SPAN_DAYS: Record<LeadStatus, [number, number]> = {
  Nuevo: [0, 0.2],
  Contactado: [0, 2],
  'En seguimiento': [1, 10],
  'Cita agendada': [1, 8],
  Vendido: [4, 30],
  Perdido: [2, 25],
};

// What a lead is about, by channel ---------------------------------------------------------------

interface Interest {
  details: Record<string, unknown>;
  vehicle_id: number | null;
  vehicle_title: string;
  /** How staff refer to it in a message. */
  subject: string;
  /** A listing lead's vehicle, sold after the lead arrived: when it was sold. */
  sold?: { vehicle_id: number; on: string };
}

interface Market {
  random: Random;
  clock: Clock;
  agency: LeadAgency;
  /** Popular catalog entries up to this year, the dealership's brand weighing more. */
  entries: CatalogEntry[];
  weightOf: (entry: CatalogEntry) => number;
  latest: number;
  vehicles: LotVehicle[];
}

const nameOf = (e: CatalogEntry) => `${e.brand} ${e.model}`;
const titleOf = (e: CatalogEntry) => `${e.brand} ${e.model} ${e.version} ${e.year}`;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The lot's vehicles on sale the day the lead arrived; the marketplace lists them all, Mercado
 * Libre those published there. A lead that ends sold prefers one that was sold afterwards.
 */
function listedVehicle(m: Market, date: string, channel: LeadChannelKey, sold: boolean): LotVehicle | null {
  const onSale = m.vehicles.filter(
    (v) => v.status !== 'Borrador' && v.first_on_lot <= date && (v.sold_on === null || v.sold_on >= date),
  );
  const listed =
    channel === 'mercadolibre' ? onSale.filter((v) => v.published_mercadolibre || v.sold_on) : onSale;
  const pool = listed.length > 0 ? listed : onSale;
  const soldLater = pool.filter((v) => v.sold_on !== null);
  if (sold && soldLater.length > 0 && m.random.chance(0.7)) return m.random.pick(soldLater);
  return pool.length > 0 ? m.random.pick(pool) : null;
}

function listingUrl(channel: LeadChannelKey, vehicle: LotVehicle): string {
  const slug = vehicle.title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (channel === 'mercadolibre')
    return `https://auto.mercadolibre.com.mx/MLM-${1_900_000_000 + vehicle.id * 7919}-${slug}-_JM`;
  if (channel === 'soloautos') return `https://www.soloautos.mx/auto/${slug}/${400_000 + vehicle.id}`;
  return '';
}

function interestIn(m: Market, channel: LeadChannelKey, date: string, target: LeadStatus): Interest {
  const { random } = m;
  /** An entry of the catalog, of those `keep` keeps when there are any. */
  const entry = (keep: (e: CatalogEntry) => boolean = () => true) => {
    const kept = m.entries.filter(keep);
    return random.weighted(kept.length > 0 ? kept : m.entries, m.weightOf);
  };
  switch (channel) {
    case 'marketplace':
    case 'mercadolibre':
    case 'soloautos': {
      const vehicle = listedVehicle(m, date, channel, target === 'Vendido');
      const title = vehicle?.title ?? titleOf(entry());
      return {
        details: {
          listing_title: title,
          listing_url: vehicle ? listingUrl(channel, vehicle) : '',
          message: listingQuestion(random, title),
        },
        vehicle_id: vehicle?.id ?? null,
        vehicle_title: title,
        subject: `el ${title}`,
        ...(vehicle?.sold_on ? { sold: { vehicle_id: vehicle.id, on: vehicle.sold_on } } : {}),
      };
    }
    case 'wanted-new': {
      const wanted = entry((e) => e.year >= m.latest - 1);
      return {
        details: {
          brand_name: wanted.brand,
          model_name: wanted.model,
          year_from: random.chance(0.6) ? m.latest - 1 : null,
          year_to: random.chance(0.6) ? m.latest : null,
          budget: random.chance(0.7)
            ? roundTo((wanted.list_price_cents / 100) * random.between(0.9, 1.1), 10_000)
            : null,
          message: wantedMessage(random),
        },
        vehicle_id: null,
        vehicle_title: nameOf(wanted),
        subject: `el ${nameOf(wanted)} nuevo`,
      };
    }
    case 'wanted-used': {
      const wanted = entry();
      const from = Math.min(m.latest - 1, wanted.year - random.int(0, 2));
      const to = Math.min(m.latest, from + random.int(1, 4));
      const age = Math.max(1, m.latest - (from + to) / 2);
      const budget = usedPrice(wanted.list_price_cents / 100, age, age * 15_000, random);
      return {
        details: {
          brand_name: wanted.brand,
          model_name: wanted.model,
          year_from: from,
          year_to: to,
          budget: random.chance(0.8) ? roundTo(budget, 10_000) : null,
          message: wantedMessage(random),
        },
        vehicle_id: null,
        vehicle_title: nameOf(wanted),
        subject: `un ${nameOf(wanted)} seminuevo`,
      };
    }
    case 'auctions': {
      // A private seller's car, a few years old, won below what a lot would ask for it.
      const offered = entry((e) => e.year <= m.latest - 2);
      const age = m.latest - offered.year + 0.5;
      const bid = roundTo(
        usedPrice(offered.list_price_cents / 100, age, age * 16_000, random) * random.between(0.72, 0.85),
        500,
      );
      return {
        details: { auction_id: null, vehicle_title: titleOf(offered), bid_amount: bid },
        vehicle_id: null,
        vehicle_title: titleOf(offered),
        subject: `el ${titleOf(offered)} de la subasta`,
      };
    }
    case 'service': {
      const type = random.weighted(SERVICE_TYPES, (t: ServiceType) => SERVICE_TYPE_WEIGHTS[t]);
      const car = `${nameOf(entry())} ${random.int(m.latest - 8, m.latest)}`;
      const preferred = at(
        addDays(date, random.int(1, 10)),
        random.pick([8, 9, 10, 11, 12, 13, 14, 15, 16]) * 60 + random.pick([0, 30]),
      );
      return {
        details: {
          service_type: type,
          preferred_at: random.chance(0.85) ? new Date(preferred).toISOString() : null,
          vehicle_description: car,
          message: serviceMessage(random, type),
        },
        vehicle_id: null,
        vehicle_title: car,
        subject: `el servicio de su ${car}`,
      };
    }
    case 'body': {
      const car = `${nameOf(entry())} ${random.int(m.latest - 10, m.latest)}`;
      return {
        details: { damage_description: damageDescription(random), vehicle_description: car, photos: [] },
        vehicle_id: null,
        vehicle_title: car,
        subject: `la reparación de su ${car}`,
      };
    }
    case 'parts': {
      const car = `${nameOf(entry())} ${random.int(m.latest - 10, m.latest)}`;
      const part = partRequest(random);
      return {
        details: {
          part_name: part.name,
          part_number: car.startsWith('Nissan') ? part.number : '',
          vehicle_description: car,
          message: partMessage(random),
        },
        vehicle_id: null,
        vehicle_title: car,
        subject: `la pieza que solicitó (${part.name.toLowerCase()})`,
      };
    }
    case 'appointments': {
      const vehicle = random.chance(0.5) ? listedVehicle(m, date, 'marketplace', false) : null;
      const when = at(addDays(date, random.int(1, 7)), random.int(10, 17) * 60 + random.pick([0, 30]));
      return {
        details: {
          appointment_at: new Date(when).toISOString(),
          reason: appointmentReason(random, vehicle?.title ?? ''),
        },
        vehicle_id: vehicle?.id ?? null,
        vehicle_title: vehicle?.title ?? '',
        subject: 'su cita',
      };
    }
    case 'facebook': {
      const wanted = entry();
      return {
        details: facebookForm(random, date, nameOf(wanted)),
        vehicle_id: null,
        vehicle_title: nameOf(wanted),
        subject: `el ${nameOf(wanted)}`,
      };
    }
  }
}

// What the staff did -----------------------------------------------------------------------------

interface Story {
  random: Random;
  now: number;
  arrived: number;
  target: LeadStatus;
  reason: LeadLostReason | null;
  assignee: Member | null;
  manager: Member | null;
  /** Another member who takes the lead over partway, now and then. */
  relief: Member | null;
  wording: Omit<Wording, 'advisor'>;
  /** When a sold listing's vehicle was sold, and which. */
  sold?: { vehicle_id: number; at: number };
}

interface Step {
  kind: LeadContactKind | 'status';
  to?: LeadStatus;
  /** A status change made right after the contact before it. */
  follows?: boolean;
}

function contactKind(random: Random): LeadContactKind {
  return random.weighted(['whatsapp', 'call', 'email', 'note'] as const, (k) =>
    k === 'whatsapp' ? 45 : k === 'call' ? 35 : k === 'email' ? 12 : 8,
  );
}

function stepsFor(random: Random, path: LeadStatus[], reason: LeadLostReason | null): Step[] {
  if (path.length === 0) {
    return random.chance(0.3)
      ? [{ kind: contactKind(random) }, { kind: 'note' }]
      : [{ kind: contactKind(random) }];
  }
  const steps: Step[] = [];
  path.forEach((to, index) => {
    if (to === 'Perdido' && reason === 'no_answer') {
      steps.push({ kind: 'call' }, { kind: 'whatsapp' });
      if (random.chance(0.5)) steps.push({ kind: 'call' });
    } else if (index === 0 || random.chance(0.6)) {
      steps.push({
        kind: index === 0 ? contactKind(random) : random.pick(['call', 'whatsapp', 'email', 'note'] as const),
      });
    }
    steps.push({ kind: 'status', to, follows: steps.length > 0 });
  });
  return steps;
}

function firstName(member: Member): string {
  return member.name.split(' ')[0]!;
}

/** The events of one lead, from its assignment to its last step, none after `now`. */
function storyOf(s: Story): PlannedEvent[] {
  const { random } = s;
  const latest = s.now - MINUTE;
  const events: PlannedEvent[] = [];
  let assignee: Member | null = null;
  if (s.assignee && s.manager) {
    const when = staffTime(s.arrived + random.int(2, 40) * MINUTE, random);
    if (when <= latest) {
      events.push({ kind: 'assignment', at: when, user_id: s.manager.id, from: null, to: s.assignee });
      assignee = s.assignee;
    }
  }
  let actor = assignee ?? s.manager;
  if (!actor || (s.target === 'Nuevo' && random.chance(0.7))) return events;

  const path = pathTo(random, s.target, s.reason);
  const steps = stepsFor(random, path, s.reason);
  const first = Math.max(staffTime(s.arrived + responseDelay(random), random), (events[0]?.at ?? 0) + MINUTE);
  const [low, high] = SPAN_DAYS[s.target];
  let end = Math.min(latest, first + random.between(low, high) * DAY);
  if (s.sold) end = Math.min(latest, Math.max(first + HOUR, s.sold.at));
  const free = steps.filter((step) => !step.follows).length;
  const fractions = Array.from({ length: free - 1 }, () => random.next()).sort((a, b) => a - b);
  const handover = s.relief && steps.length > 3 && random.chance(0.08) ? random.int(2, steps.length - 1) : -1;

  let previous = first;
  let status: LeadStatus = 'Nuevo';
  let placed = 0;
  for (const [index, step] of steps.entries()) {
    let when: number;
    if (index === 0) when = first;
    else if (step.follows) when = previous + random.int(1, 10) * MINUTE;
    else {
      when = Math.max(
        staffTime(first + (end - first) * fractions[placed]!, random),
        previous + random.int(5, 30) * MINUTE,
      );
      placed += 1;
    }
    if (when > latest) break;
    if (index === handover && s.relief && s.manager && s.relief.id !== assignee?.id) {
      events.push({ kind: 'assignment', at: when, user_id: s.manager.id, from: assignee, to: s.relief });
      assignee = s.relief;
      actor = s.relief;
      when += random.int(5, 60) * MINUTE;
      if (when > latest) break;
    }
    if (step.kind === 'status') {
      const to = step.to!;
      const lost = to === 'Perdido' ? s.reason : null;
      events.push({
        kind: 'status',
        at: when,
        user_id: actor.id,
        from: status,
        to,
        lost_reason: lost,
        lost_note: lost ? lostNote(random, lost) : '',
        sold_vehicle_id: to === 'Vendido' ? (s.sold?.vehicle_id ?? null) : null,
      });
      status = to;
    } else {
      const wording = { ...s.wording, advisor: firstName(actor) };
      const noAnswer = s.reason === 'no_answer' && step.kind === 'call';
      const body =
        step.kind === 'whatsapp'
          ? whatsappMessage(random, wording)
          : step.kind === 'email'
            ? emailMessage(random, wording)
            : step.kind === 'call'
              ? noAnswer
                ? 'No contestó, se dejó mensaje de voz.'
                : callSummary(random)
              : note(random);
      events.push({ kind: step.kind, at: when, user_id: actor.id, body });
    }
    previous = when;
  }
  return events;
}

// The plan ---------------------------------------------------------------------------------------

/** The leads of one dealership and what became of them. */
export function planLeads(
  agency: LeadAgency,
  count: number,
  catalog: readonly CatalogEntry[],
  vehicles: readonly LotVehicle[],
  clock: Clock,
): PlannedLead[] {
  const channels = channelsOf(agency);
  if (channels.length === 0 || catalog.length === 0) return [];
  const random = new Random(`leads:${agency.name}`);
  const now = nowOf(clock);
  const latest = Math.max(
    ...catalog.map((e) => e.year).filter((year) => year <= Number(clock.today.slice(0, 4)) + 1),
  );
  const popular = catalog.filter(
    (e) => e.year <= latest && POPULAR_MODELS[`${e.brand}/${e.model}`] !== undefined,
  );
  const entries = popular.length > 0 ? popular : catalog.filter((e) => e.year <= latest);
  const familyBrand = agency.family?.replace(/^Red\s+/i, '');
  const market: Market = {
    random,
    clock,
    agency,
    entries,
    weightOf: (e) => (POPULAR_MODELS[`${e.brand}/${e.model}`] ?? 1) * (e.brand === familyBrand ? 4 : 1),
    latest,
    vehicles: [...vehicles],
  };
  const area = areaCodeOf(agency.phone);
  const managers = agency.members.filter((m) => m.manager);
  const staff = agency.members;

  // Customers who write again (a duplicate within 30 days, a returning contact after that), drawn
  // from a source of their own so that everything else is planned as it always was.
  const returning = new Random(`returning:${agency.name}`);
  const planned: PlannedLead[] = [];
  for (let index = 0; index < count; index += 1) {
    const channel = random.weighted(channels, (c) => CHANNEL_WEIGHTS[c]);
    const daysAgo = Math.min(LEAD_DAYS - 1, Math.floor(LEAD_DAYS * random.next() ** 1.15));
    const arrived = arrivalMoment(clock, random, daysAgo);
    const { date } = dayAndMinute(arrived);
    const person = contactPerson(random);
    const both = channel === 'facebook';
    const hasEmail = both || random.chance(0.9);
    let email = hasEmail ? emailOf(random, person) : '';
    let phone = !hasEmail || both || random.chance(0.96) ? phoneOf(random, area) : '';
    let name = person.name;
    if (planned.length > 0 && returning.chance(RETURNING_SHARE)) {
      ({ name, email, phone } = returning.pick(planned).arrival);
    }

    const manager = managers.length > 0 ? random.pick(managers) : null;
    const target = manager ? rollStatus(random, (now - arrived) / DAY) : 'Nuevo';
    const reason =
      target === 'Perdido' ? random.weighted(LEAD_LOST_REASONS, (r) => LOST_REASON_WEIGHTS[r]) : null;
    const interest = interestIn(market, channel, date, target);
    // Advisors take most leads; a Gerente keeps some, and a few wait for someone to take them.
    const assignee =
      manager && random.chance(0.85) ? random.weighted(staff, (m) => (m.manager ? 1 : 3)) : null;
    const others = staff.filter((m) => m.id !== assignee?.id);
    const sold =
      target === 'Vendido' && interest.sold && interest.sold.on >= date
        ? { vehicle_id: interest.sold.vehicle_id, at: at(interest.sold.on, random.int(11, 18) * 60) }
        : undefined;

    planned.push({
      arrival: {
        channel,
        name,
        email,
        phone,
        vehicle_id: interest.vehicle_id,
        vehicle_title: interest.vehicle_title,
        details: interest.details,
        created_at: arrived,
      },
      events: storyOf({
        random,
        now,
        arrived,
        target,
        reason,
        assignee,
        manager,
        relief: others.length > 0 ? random.pick(others) : null,
        wording: {
          customer: name.split(' ')[0]!,
          dealership: agency.name,
          subject: interest.subject,
        },
        ...(sold && sold.at > arrived ? { sold } : {}),
      }),
    });
  }
  return planned;
}

/** The appointment a move to Cita agendada sets: two days later, at 11:00 in Mexico City (17:00 UTC). */
export function appointmentAfter(at: number): number {
  const day = new Date(at + 2 * 86_400_000);
  day.setUTCHours(17, 0, 0, 0);
  return day.getTime();
}

/** Where a lead ends up after its events: what the row says once they are all written. */
export interface Outcome {
  status: LeadStatus;
  lost_reason: LeadLostReason | null;
  lost_note: string;
  sold_vehicle_id: number | null;
  /** Cita agendada: when the appointment is. */
  appointment_at: number | null;
  assigned_user_id: number | null;
  first_response_at: number | null;
  /** Each write increments it: the creation, then every event. */
  lock_version: number;
  updated_at: number;
}

/** `assigned`: the advisor the lead arrived with (automatic assignment). */
export function outcomeOf(lead: PlannedLead, assigned: number | null = null): Outcome {
  const outcome: Outcome = {
    status: 'Nuevo',
    lost_reason: null,
    lost_note: '',
    sold_vehicle_id: null,
    appointment_at: null,
    assigned_user_id: assigned,
    first_response_at: null,
    lock_version: 1 + lead.events.length,
    updated_at: lead.arrival.created_at,
  };
  for (const event of lead.events) {
    outcome.updated_at = event.at;
    if (event.kind === 'assignment') {
      outcome.assigned_user_id = event.to.id;
      continue;
    }
    outcome.first_response_at ??= event.at;
    if (event.kind === 'status') {
      outcome.status = event.to;
      outcome.lost_reason = event.lost_reason;
      outcome.lost_note = event.lost_note;
      outcome.sold_vehicle_id = event.sold_vehicle_id;
      outcome.appointment_at = event.to === 'Cita agendada' ? appointmentAfter(event.at) : null;
    }
  }
  return outcome;
}
