/**
 * ADF XML bodies for the lead ingestion API (`POST /api/public/v1/leads` with an XML type), which
 * the OpenAPI document describes only as JSON: ADF files with hostile text in their fields, broken
 * XML, entities and doctypes, and things that are no XML at all.
 */
import fc from 'fast-check';
import { scalarText } from './encode';
import { hostile } from './hostile';

export const XML_TYPES = ['application/xml', 'text/xml', 'application/adf+xml; charset=utf-8'];

/** Text as an ADF writer might put it, escaped or not. */
const text = fc.oneof(
  fc.constantFrom('Lucía Pérez', '55 8765 4321', 'Mazda', '2021', 'ADF-77', '450000', ''),
  hostile.map((value) => scalarText(value)),
  fc.constantFrom('&amp;', '&lt;b&gt;', '&#0;', '&#xD800;', '&unknown;', '<![CDATA[<x>]]>', ']]>', '<', '&'),
);

const prospect = fc
  .record({
    name: text,
    phone: text,
    email: text,
    comments: text,
    year: text,
    make: text,
    stock: text,
    price: text,
    status: fc.constantFrom('new', 'used', 'resend', '', '"'),
  })
  .map(
    (f) => `<prospect status="new">
  <requestdate>2026-11-20T10:15:00-06:00</requestdate>
  <vehicle interest="buy" status="${f.status}"><year>${f.year}</year><make>${f.make}</make><stock>${f.stock}</stock><price currency="MXN">${f.price}</price></vehicle>
  <customer><contact><name part="full">${f.name}</name><phone type="cellphone">${f.phone}</phone><email>${f.email}</email></contact><comments>${f.comments}</comments></customer>
</prospect>`,
  );

const PROLOG = [
  '<?xml version="1.0"?>\n<?adf version="1.0"?>\n',
  '<?XML VERSION "1.0"?>\n<?ADF VERSION "1.0"?>\n',
  '',
];

const DOCUMENTS = [
  '',
  'no es xml',
  '<adf>',
  '<adf><prospect></adf>',
  '<adf></adf><adf/>',
  '<lead/>',
  '{"name":"json con tipo xml"}',
  `${'<a>'.repeat(5_000)}${'</a>'.repeat(5_000)}`,
  `<adf>${'<prospect>'.repeat(2_000)}</adf>`,
  '<!DOCTYPE adf [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><adf><prospect><customer><contact><name>&c;</name></contact></customer></prospect></adf>',
  '<!DOCTYPE adf SYSTEM "file:///etc/passwd"><adf/>',
  '<adf xmlns:x="urn:x"><x:prospect/></adf>',
  '\ufeff<adf/>',
  '<adf>\u0000</adf>',
];

/** One body: an ADF file of 0–3 prospects, or a document that is not one. */
export const adfBody: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...PROLOG), fc.array(prospect, { maxLength: 3 }), fc.constantFrom('adf', 'ADF'))
      .map(([prolog, prospects, root]) => `${prolog}<${root}>${prospects.join('\n')}</${root}>`),
    weight: 4,
  },
  { arbitrary: fc.constantFrom(...DOCUMENTS), weight: 1 },
);
