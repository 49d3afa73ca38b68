/**
 * ADF (Auto-lead Data Format, `adf > prospect+`) to the leads it asks for: one per `prospect`.
 * Pure: what needs the database (the vehicle by VIN or stock, the lead's checks) is the caller's.
 *
 * - contact: `name` parts (`full`, else first, middle and last), the first `email`, the first
 *   `phone` that is not a fax or pager (the others go to the note);
 * - the vehicle of interest: the first `vehicle` not offered as a trade-in; `status="new"` makes a
 *   `wanted-new` lead, anything else `wanted-used`, unless the caller chose the channel. Its make,
 *   model, year and price (pesos) fill the channel's details where the channel has such fields;
 * - `customer > comments`: the details' message (a channel without one keeps it in the note);
 * - the prospect's `id` (with its `source`) is its external id; `requestdate`, `vendor`,
 *   `provider`, trade-ins and the rest are written in the lead's first note, in ADF's own words.
 *
 * Real files omit what the standard requires (`vendorname`, `requestdate`): only a contact name
 * and an e-mail or phone are needed, and a missing one is named by its path in the file
 * (`prospect.customer.contact.name`; `prospect.1.…` for the second of several prospects).
 */
import { LEAD_DETAILS, type LeadChannelKey, leadContact, normalizeVin } from '@vitrina/shared';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { RequestValidationError } from '../../lib/validation';
import { child, childrenOf, parseXml, textOf, type XmlElement, XmlSyntaxError } from './xml';

export interface AdfLead {
  /** The prospect's first `id`, after its `source` when it has one; null without one. */
  externalId: string | null;
  /** The vehicle of interest's VIN and stock number, to find it in the dealership's inventory. */
  vin: string;
  stock: string;
  channel: LeadChannelKey;
  name: string;
  email: string;
  phone: string;
  vehicle_title: string;
  details: Record<string, unknown>;
  note: string;
}

type Issue = z.core.$ZodIssue;
/** Text fields are at most this long (as the JSON input's message and note). */
const MAX_TEXT = 2000;
/**
 * Prospects one document may hold. ADF is a lead's format: providers and CRMs post one prospect
 * per document as each lead arrives, and a batch export of a dealership's day rarely reaches a
 * few dozen; 50 also fits several times in a key's minute (each prospect takes one from the
 * key's budget). A longer file is refused before any of it is read into leads, naming the cap.
 */
export const MAX_PROSPECTS = 50;
const OTHER_INTERESTS = new Set(['trade-in', 'sell']);
const UNREACHABLE_PHONES = new Set(['fax', 'pager']);

const attribute = (node: XmlElement | undefined, name: string) => (node?.attributes[name] ?? '').trim();
const line = (label: string, value: string) => (value ? [`${label}: ${value}`] : []);

/** A whole number of years a car could have. */
function yearOf(text: string): number | undefined {
  const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  return year >= 1900 && year <= 3000 ? year : undefined;
}

/** A price in pesos ("$450,000.00"); another currency is left to the note. */
function pesosOf(price: XmlElement | undefined): number | undefined {
  const currency = attribute(price, 'currency').toUpperCase();
  if (!price || (currency !== '' && currency !== 'MXN')) return undefined;
  const amount = Number(textOf(price).replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) && amount >= 0 && amount <= 100_000_000
    ? Math.round(amount * 100) / 100
    : undefined;
}

const titleOf = (vehicle: XmlElement | undefined) =>
  ['year', 'make', 'model', 'trim']
    .map((name) => textOf(vehicle, name))
    .filter(Boolean)
    .join(' ');

function nameOf(contact: XmlElement | undefined): string {
  const names = childrenOf(contact, 'name');
  const part = (which: string) =>
    names
      .filter((name) => attribute(name, 'part').toLowerCase() === which)
      .map((name) => textOf(name))
      .join(' ');
  const whole = part('full') || part('');
  return (whole || [part('first'), part('middle'), part('last')].filter(Boolean).join(' ')).trim();
}

/** The contact's name, e-mail and reachable phone, and what is missing or wrong in them, by path. */
function contactOf(customer: XmlElement | undefined, path: PropertyKey[]) {
  const contact = child(customer, 'contact');
  const phones = childrenOf(contact, 'phone').filter((phone) => textOf(phone) !== '');
  const reachable = phones.find((phone) => !UNREACHABLE_PHONES.has(attribute(phone, 'type').toLowerCase()));
  const values = { name: nameOf(contact), email: textOf(contact, 'email'), phone: textOf(reachable) };
  const parsed = leadContact.safeParse(values, { reportInput: true });
  const issues: Issue[] = parsed.success
    ? []
    : parsed.error.issues.map((found) => ({ ...found, path: [...path, ...found.path] }));
  if (values.email === '' && values.phone === '') {
    const unreachable = { code: 'custom', path: [...path, 'phone'], message: 'leads.contact_required' };
    issues.push({ ...unreachable, input: undefined } as unknown as Issue);
  }
  return { values, issues, otherPhones: phones.filter((phone) => phone !== reachable) };
}

/** The channel's details from the vehicle of interest and the comments: the fields it has. */
function detailsOf(channel: LeadChannelKey, wanted: XmlElement | undefined, comments: string) {
  const title = titleOf(wanted);
  const year = yearOf(textOf(wanted, 'year'));
  const candidates: Record<string, unknown> = {
    brand_name: textOf(wanted, 'make'),
    model_name: textOf(wanted, 'model'),
    year_from: year,
    year_to: year,
    budget: pesosOf(child(wanted, 'price')),
    listing_title: title,
    vehicle_description: title,
    vehicle_title: title,
    message: comments,
    damage_description: comments,
    reason: comments,
  };
  // A required field ADF cannot give (a service type) is named by the lead's own checks.
  const shape = LEAD_DETAILS[channel].shape as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(candidates).filter(
      ([field, value]) => field in shape && value !== undefined && value !== '',
    ),
  );
}

function prospectLead(prospect: XmlElement, path: PropertyKey[], chosen: LeadChannelKey | undefined) {
  const customer = child(prospect, 'customer');
  const contact = contactOf(customer, [...path, 'customer', 'contact']);
  const vehicles = childrenOf(prospect, 'vehicle');
  const wanted = vehicles.find(
    (vehicle) => !OTHER_INTERESTS.has(attribute(vehicle, 'interest').toLowerCase()),
  );
  const channel =
    chosen ?? (attribute(wanted, 'status').toLowerCase() === 'new' ? 'wanted-new' : 'wanted-used');
  const title = titleOf(wanted);
  const vin = normalizeVin(textOf(wanted, 'vin'));
  const comments = textOf(customer, 'comments').slice(0, MAX_TEXT);
  const details = detailsOf(channel, wanted, comments);
  const commentsKept = ['message', 'damage_description', 'reason'].some((field) => field in details);
  const id = child(prospect, 'id');
  const externalId = textOf(id) ? [attribute(id, 'source'), textOf(id)].filter(Boolean).join(':') : null;
  const price = child(wanted, 'price');

  const note = [
    ...line('ADF prospect id', externalId ?? ''),
    ...line('requestdate', textOf(prospect, 'requestdate')),
    ...line('vehicle', [title, vin && `VIN ${vin}`].filter(Boolean).join(', ')),
    ...line('stock', textOf(wanted, 'stock')),
    ...line(
      'price',
      price && !('budget' in details) ? `${textOf(price)} ${attribute(price, 'currency')}`.trim() : '',
    ),
    ...line('vehicle comments', textOf(wanted, 'comments')),
    ...vehicles
      .filter((vehicle) => vehicle !== wanted)
      .flatMap((vehicle) => line(attribute(vehicle, 'interest') || 'vehicle', titleOf(vehicle))),
    ...contact.otherPhones.flatMap((phone) =>
      line(`phone (${attribute(phone, 'type') || 'voice'})`, textOf(phone)),
    ),
    ...line('timeframe', textOf(child(customer, 'timeframe'), 'description')),
    ...line('comments', commentsKept ? '' : comments),
    ...line('vendor', textOf(child(prospect, 'vendor'), 'vendorname')),
    ...line('provider', textOf(child(prospect, 'provider'), 'name')),
  ];
  const lead: AdfLead = {
    externalId: externalId?.slice(0, 200) ?? null,
    vin,
    stock: textOf(wanted, 'stock'),
    channel,
    ...contact.values,
    vehicle_title: title.slice(0, 160),
    details,
    note: note.join('\n').slice(0, MAX_TEXT),
  };
  return { lead, issues: contact.issues };
}

/** The leads of an ADF file, in its order; a 400 for XML that cannot be read, a 422 naming what is missing. */
export function adfLeads(xml: string, chosen?: LeadChannelKey): AdfLead[] {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    throw new HttpError(400, 'lead_ingestion.xml_malformed', { line: error.line, column: error.column });
  }
  if (root.name !== 'adf')
    throw new HttpError(422, 'lead_ingestion.adf_root', {}, { adf: ['lead_ingestion.adf_root'] });
  const prospects = childrenOf(root, 'prospect');
  if (prospects.length === 0) {
    const missing = { code: 'invalid_type', path: ['prospect'], message: '', input: undefined };
    throw new RequestValidationError([missing as unknown as Issue], 'body');
  }
  if (prospects.length > MAX_PROSPECTS) {
    const params = { max: MAX_PROSPECTS, count: prospects.length };
    throw new HttpError(422, 'lead_ingestion.too_many_prospects', params, {
      prospect: ['lead_ingestion.too_many_prospects'],
    });
  }
  const read = prospects.map((prospect, i) =>
    prospectLead(prospect, prospects.length === 1 ? ['prospect'] : ['prospect', i], chosen),
  );
  const issues = read.flatMap((one) => one.issues);
  if (issues.length > 0) throw new RequestValidationError(issues, 'body');
  return read.map((one) => one.lead);
}
