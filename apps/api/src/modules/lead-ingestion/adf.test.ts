import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { RequestValidationError } from '../../lib/validation';
import { adfLeads } from './adf';
import { parseXml, XmlSyntaxError } from './xml';

/** A prospect as lead providers send it: the uppercase prolog real files start with, no vendorname. */
const REAL_WORLD = `<?XML VERSION "1.0"?>
<?ADF VERSION "1.0"?>
<ADF>
  <prospect status="new">
    <id sequence="1" source="AutosMX">A-1001</id>
    <requestdate>2026-11-20T10:15:00-06:00</requestdate>
    <vehicle interest="buy" status="used">
      <year>2021</year><make>Mazda</make><model>CX-30</model><trim>i Grand Touring</trim>
      <vin>3mvdmbbl5mm123456</vin><stock>MZ-30</stock>
      <price type="asking" currency="MXN">$452,900.00</price>
    </vehicle>
    <vehicle interest="trade-in" status="used"><year>2015</year><make>Honda</make><model>Civic</model></vehicle>
    <customer>
      <contact>
        <name part="first">Mariana</name>
        <name part="last">López &amp; Ruiz</name>
        <email>MARIANA@example.mx</email>
        <phone type="fax">55 0000 0000</phone>
        <phone type="cellphone">(55) 1234-5678</phone>
      </contact>
      <comments><![CDATA[¿Tienen <financiamiento>?]]></comments>
    </customer>
    <vendor><contact><name part="full">Agencia</name></contact></vendor>
    <provider><name part="full">AutosMX</name></provider>
  </prospect>
</ADF>`;

const prospect = (inner: string) => `<adf><prospect>${inner}</prospect></adf>`;
const contact = (inner: string) => prospect(`<customer><contact>${inner}</contact></customer>`);

/** The field paths a refusal names. */
function refusal(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof RequestValidationError) return error.issues.map((issue) => issue.path.join('.'));
    if (error instanceof HttpError) return Object.keys(error.fieldErrors ?? {});
    throw error;
  }
  throw new Error('not refused');
}

describe('ADF to leads', () => {
  it('reads a real-world file: uppercase prolog, no vendorname, its vehicle, contact and comments', () => {
    const [lead] = adfLeads(REAL_WORLD);
    expect(lead).toMatchObject({
      externalId: 'AutosMX:A-1001',
      vin: '3MVDMBBL5MM123456',
      stock: 'MZ-30',
      channel: 'wanted-used',
      name: 'Mariana López & Ruiz',
      email: 'MARIANA@example.mx',
      phone: '(55) 1234-5678',
      vehicle_title: '2021 Mazda CX-30 i Grand Touring',
      details: {
        brand_name: 'Mazda',
        model_name: 'CX-30',
        year_from: 2021,
        year_to: 2021,
        budget: 452_900,
        message: '¿Tienen <financiamiento>?',
      },
    });
    expect(lead!.note.split('\n')).toEqual([
      'ADF prospect id: AutosMX:A-1001',
      'requestdate: 2026-11-20T10:15:00-06:00',
      'vehicle: 2021 Mazda CX-30 i Grand Touring, VIN 3MVDMBBL5MM123456',
      'stock: MZ-30',
      'trade-in: 2015 Honda Civic',
      'phone (fax): 55 0000 0000',
      'provider: AutosMX',
    ]);
  });

  it('makes a wanted-new lead of a new vehicle, unless the caller chose the channel', () => {
    const file = prospect(
      '<vehicle status="new"><make>Kia</make><model>K3</model></vehicle><customer><contact><name>Ana Ruiz</name><email>ana@example.mx</email></contact><comments>Hola</comments></customer>',
    );
    expect(adfLeads(file)[0]).toMatchObject({
      channel: 'wanted-new',
      name: 'Ana Ruiz',
      details: { brand_name: 'Kia', model_name: 'K3', message: 'Hola' },
    });
    // A channel without a message field keeps the comments in the note.
    expect(adfLeads(file, 'marketplace')[0]).toMatchObject({
      channel: 'marketplace',
      details: { listing_title: 'Kia K3', message: 'Hola' },
    });
    const appointment = adfLeads(file, 'facebook')[0]!;
    expect(appointment.details).toEqual({});
    expect(appointment.note).toContain('comments: Hola');
  });

  it('reads one lead per prospect, in order', () => {
    const person = (name: string) =>
      `<prospect><customer><contact><name part="full">${name}</name><phone>55 1111 222${name.length}</phone></contact></customer></prospect>`;
    const leads = adfLeads(`<adf>${person('Uno')}${person('Dos Tres')}</adf>`);
    expect(leads.map((lead) => [lead.name, lead.externalId])).toEqual([
      ['Uno', null],
      ['Dos Tres', null],
    ]);
  });

  it('names what is missing by its path in the file', () => {
    expect(refusal(() => adfLeads(contact('<email>a@example.mx</email>')))).toEqual([
      'prospect.customer.contact.name',
    ]);
    expect(refusal(() => adfLeads(contact('<name>Sin Contacto</name>')))).toEqual([
      'prospect.customer.contact.phone',
    ]);
    expect(refusal(() => adfLeads(contact('<name>Correo Malo</name><email>no-es-correo</email>')))).toEqual([
      'prospect.customer.contact.email',
    ]);
    expect(refusal(() => adfLeads('<adf></adf>'))).toEqual(['prospect']);
    // The second of several prospects is named with its place (from 0, as every list field).
    const good =
      '<prospect><customer><contact><name>Ana</name><phone>5512345678</phone></contact></customer></prospect>';
    expect(refusal(() => adfLeads(`<adf>${good}<prospect/></adf>`))).toEqual([
      'prospect.1.customer.contact.name',
      'prospect.1.customer.contact.phone',
    ]);
    expect(refusal(() => adfLeads('<lead><name>x</name></lead>'))).toEqual(['adf']);
  });

  it('refuses XML it cannot read with the line and column', () => {
    for (const broken of ['<adf><prospect></adf>', '<adf>', 'no es xml', '<adf></adf><adf/>', '']) {
      expect(() => adfLeads(broken)).toThrow(HttpError);
    }
    let refused: unknown;
    try {
      adfLeads('<adf>\n  <prospect>\n  </prospekt>\n</adf>');
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ statusCode: 400, params: { line: 3, column: 3 } });
  });
});

describe('the XML reader', () => {
  it('skips comments, processing instructions and a DOCTYPE with its subset, and decodes entities', () => {
    const root = parseXml(
      '\uFEFF<!DOCTYPE adf [<!ENTITY x "boom">]><!-- c --><a B=\'1\' c=2 d><b>&lt;&#65;&#x42;&x;&amp;</b><?pi?><b/></a>',
    );
    expect(root.name).toBe('a');
    expect({ ...root.attributes }).toEqual({ b: '1', c: '2', d: '' });
    expect(root.children.map((node) => node.name)).toEqual(['b', 'b']);
    // No DTD is read: an entity it declares stays as written.
    expect(root.children[0]!.text).toBe('<AB&x;&');
  });

  it('refuses nesting past any real file', () => {
    expect(() => parseXml(`${'<a>'.repeat(40)}${'</a>'.repeat(40)}`)).toThrow(XmlSyntaxError);
  });
});
