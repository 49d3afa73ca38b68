import { DASHBOARD_API, type dashboardAnswer, popupResource, ROLES } from '@vitrina/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { auditOf, buildAgency, buildPopup, buildSettlement, dayFromToday } from '../../../test/factories';
import { fileUpload, smallPng } from '../../../test/image-fixtures';
import { as, type Client } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { signIn } from '../../../test/kits/sessions';
import { agencies, packages, popupDismissals } from '../../db/schema';

const DASHBOARD = `/api${DASHBOARD_API}`;

let t: TestApp;
const db = () => t.context.database.db;
const calls = () => as(t).on(popupResource);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Nuevo módulo de subastas',
  body: 'Ya puedes **subastar** tus seminuevos.',
  cta_label: 'Ver oferta',
  cta_url: '/commercial-offer/used',
  audience: 'all',
  starts_on: dayFromToday(0),
  ends_on: dayFromToday(10),
  frequency: 'once',
  ...overrides,
});

describe('popups CRUD', () => {
  it('creates a popup for some packages, keeping only the chosen audience’s list, and audits it', async () => {
    const [premium] = await db().select().from(packages).where(eq(packages.name, 'Premium'));
    const response = await calls().create(
      valid({ audience: 'package', package_ids: [premium!.id, premium!.id], states: ['09'] }),
    );
    expect(response.status, response.raw.body).toBe(201);
    expect(response.body.data).toMatchObject({
      title: 'Nuevo módulo de subastas',
      audience: 'package',
      package_ids: [premium!.id],
      states: [],
      in_force: true,
      active: true,
      image: null,
      dismissals_count: 0,
    });
    const [entry] = await auditOf(db(), 'popup', response.body.data.id);
    expect(entry).toMatchObject({ action: 'create' });
  });

  it('refuses bad input with a message per field, in both languages', async () => {
    const answer = await calls().create(
      valid({
        title: ' ',
        audience: 'state',
        states: [],
        cta_url: 'javascript:alert(1)',
        starts_on: dayFromToday(5),
        ends_on: dayFromToday(1),
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.problem.errors).toMatchObject({
      title: ['Este campo es obligatorio.'],
      states: ['Elige al menos una opción para esta audiencia.'],
      ends_on: ['La fecha de fin no puede ser anterior a la de inicio.'],
    });
    expect(answer.problem.errors?.cta_url?.[0]).toContain('https://');
    const english = await as(t)
      .en.on(popupResource)
      .create(valid({ cta_label: 'Ver', cta_url: '' }));
    expect(english.status).toBe(422);
    expect(english.problem.errors?.cta_url?.[0]).toContain('needs both a label and a link');
  });

  it('refuses packages and dealerships that do not exist', async () => {
    const answer = await calls().create(valid({ audience: 'agencies', agency_ids: [987654] }));
    expect(answer.status).toBe(422);
    expect(answer.problem.errors?.agency_ids).toEqual([
      'Una o más de las agencias elegidas no existen o fueron eliminadas.',
    ]);
    const pkg = await calls().create(valid({ audience: 'package', package_ids: [987654] }));
    expect(pkg.problem.errors?.package_ids).toEqual(['Uno o más de los paquetes elegidos no existen.']);
  });

  it('edits and deletes a popup; deleting takes its dismissals with it', async () => {
    const popup = await buildPopup(db());
    const edited = await calls().update(
      popup.id,
      valid({ title: 'Aviso editado', frequency: 'every_visit' }),
    );
    expect(edited.status, edited.raw.body).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Aviso editado', frequency: 'every_visit' });
    const removed = await calls().remove(popup.id);
    expect(removed.status).toBe(200);
    expect((await calls().one(popup.id)).status).toBe(404);
  });

  it('says whether a popup is in force today (active and within its dates)', async () => {
    const past = await buildPopup(db(), { starts_on: dayFromToday(-10), ends_on: dayFromToday(-1) });
    const off = await buildPopup(db(), { active: false });
    const now = await buildPopup(db(), { starts_on: dayFromToday(0), ends_on: dayFromToday(0) });
    expect((await calls().one(past.id)).body.data?.in_force).toBe(false);
    expect((await calls().one(off.id)).body.data?.in_force).toBe(false);
    expect((await calls().one(now.id)).body.data?.in_force).toBe(true);
  });
});

listContract(popupResource, {
  app: () => t,
  create: (app, { i, text }) => buildPopup(app.context.database.db, { title: text, active: i % 3 !== 2 }),
});

// The dashboard -----------------------------------------------------------------------------------

type Dashboard = typeof dashboardAnswer;

/** A Premium dealership (it has the dashboard) with its Gerente. */
async function dealership(overrides: Parameters<typeof buildAgency>[1] = {}) {
  const agency = await buildAgency(db(), overrides);
  const manager = as(t, { role: ROLES.manager, agencies: [agency.id] });
  return { agency, manager };
}

const dashboard = async (client: Client, agency: number, popup?: number) => {
  const answer = await client.get<Dashboard>(DASHBOARD, { agency, ...(popup ? { popup } : {}) });
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body.data;
};
const titles = async (client: Client, agency: number, popup?: number) =>
  (await dashboard(client, agency, popup)).popups.map((item) => item.title);

describe('popup audience rules', () => {
  it('shows a popup for every dealership to all of them, and one for chosen dealerships only to those', async () => {
    const a = await dealership();
    const b = await dealership();
    const all = await buildPopup(db(), { title: `Para todas ${a.agency.id}` });
    const chosen = await buildPopup(db(), {
      title: `Solo A ${a.agency.id}`,
      audience: 'agencies',
      agency_ids: [a.agency.id],
    });
    expect(await titles(a.manager, a.agency.id)).toEqual(expect.arrayContaining([all.title, chosen.title]));
    const forB = await titles(b.manager, b.agency.id);
    expect(forB).toContain(all.title);
    expect(forB).not.toContain(chosen.title);
  });

  it('by package: only dealerships of the chosen packages', async () => {
    const premium = await dealership({ packageName: 'Premium' });
    const professional = await dealership({ packageName: 'Profesional' });
    const popup = await buildPopup(db(), {
      title: `Solo Premium ${premium.agency.id}`,
      audience: 'package',
      package_ids: [premium.agency.package_id!],
    });
    expect(await titles(premium.manager, premium.agency.id)).toContain(popup.title);
    expect(await titles(professional.manager, professional.agency.id)).not.toContain(popup.title);
  });

  it('by membership status: only dealerships in the chosen statuses', async () => {
    const trial = await dealership({ membership_status: 'Prueba' });
    const active = await dealership({ membership_status: 'Activo' });
    const popup = await buildPopup(db(), {
      title: `En prueba ${trial.agency.id}`,
      audience: 'membership',
      membership_statuses: ['Prueba'],
    });
    expect(await titles(trial.manager, trial.agency.id)).toContain(popup.title);
    expect(await titles(active.manager, active.agency.id)).not.toContain(popup.title);
  });

  it('by state: only dealerships whose settlement lies in the chosen states', async () => {
    const jalisco = await dealership();
    const cdmx = await dealership();
    const nowhere = await dealership();
    const gdl = await buildSettlement(db(), { postal_code: '44100', state: 'Jalisco', state_code: '14' });
    const polanco = await buildSettlement(db(), { state_code: '09' });
    await db().update(agencies).set({ sepomex_id: gdl.id }).where(eq(agencies.id, jalisco.agency.id));
    await db().update(agencies).set({ sepomex_id: polanco.id }).where(eq(agencies.id, cdmx.agency.id));
    const popup = await buildPopup(db(), {
      title: `Jalisco ${jalisco.agency.id}`,
      audience: 'state',
      states: ['14'],
    });
    expect(await titles(jalisco.manager, jalisco.agency.id)).toContain(popup.title);
    expect(await titles(cdmx.manager, cdmx.agency.id)).not.toContain(popup.title);
    expect(await titles(nowhere.manager, nowhere.agency.id)).not.toContain(popup.title);
  });

  it('only while active and within its dates, counted in Mexico City days', async () => {
    const a = await dealership();
    const only = { audience: 'agencies' as const, agency_ids: [a.agency.id] };
    await buildPopup(db(), {
      ...only,
      title: 'Ayer terminó',
      starts_on: dayFromToday(-5),
      ends_on: dayFromToday(-1),
    });
    await buildPopup(db(), {
      ...only,
      title: 'Empieza mañana',
      starts_on: dayFromToday(1),
      ends_on: dayFromToday(5),
    });
    await buildPopup(db(), { ...only, title: 'Inactivo', active: false });
    await buildPopup(db(), {
      ...only,
      title: 'Solo hoy',
      starts_on: dayFromToday(0),
      ends_on: dayFromToday(0),
    });
    const shown = await titles(a.manager, a.agency.id);
    expect(shown).toContain('Solo hoy');
    expect(shown).not.toContain('Ayer terminó');
    expect(shown).not.toContain('Empieza mañana');
    expect(shown).not.toContain('Inactivo');
  });

  it('"show once" is gone after its dismissal (unless its address names it); "every visit" comes back', async () => {
    const a = await dealership();
    const only = { audience: 'agencies' as const, agency_ids: [a.agency.id] };
    const once = await buildPopup(db(), { ...only, title: 'Una vez', frequency: 'once' });
    const every = await buildPopup(db(), { ...only, title: 'Cada visita', frequency: 'every_visit' });
    for (const popup of [once, every]) {
      const answer = await a.manager.post(`${DASHBOARD}/popups/${popup.id}/dismiss`);
      expect(answer.status, answer.raw.body).toBe(200);
    }
    const mine = (list: { id: number }[]) =>
      list.filter((popup) => popup.id === once.id || popup.id === every.id);
    const after = mine((await dashboard(a.manager, a.agency.id)).popups);
    expect(after).toEqual([expect.objectContaining({ title: 'Cada visita', dismissed: true })]);
    // Another user of the same dealership still sees both.
    const other = as(t, { role: ROLES.manager, agencies: [a.agency.id] });
    expect(mine((await dashboard(other, a.agency.id)).popups)).toHaveLength(2);
    // `/dashboard/{popup}` opens it again.
    expect(await titles(a.manager, a.agency.id, once.id)).toContain('Una vez');
    // Dismissing twice keeps one record; an unknown popup is a 404.
    expect((await a.manager.post(`${DASHBOARD}/popups/${once.id}/dismiss`)).status).toBe(200);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(popupDismissals)
      .where(eq(popupDismissals.popup_id, once.id));
    expect(count!.n).toBe(1);
    expect((await a.manager.post(`${DASHBOARD}/popups/987654/dismiss`)).status).toBe(404);
    expect((await calls().one(once.id)).body.data?.dismissals_count).toBe(1);
  });

  it('leaves out a popup with neither text nor image', async () => {
    const a = await dealership();
    await buildPopup(db(), { title: 'Vacío', body: '', audience: 'agencies', agency_ids: [a.agency.id] });
    expect(await titles(a.manager, a.agency.id)).not.toContain('Vacío');
  });
});

describe('dashboard summary', () => {
  it('counts the dealership’s leads from the counters and its vehicles', async () => {
    const a = await dealership();
    await db().execute(
      sql`insert into lead_counts (agency_id, channel, status, assigned_user_id, n) values
        (${a.agency.id}, 'marketplace', 'Nuevo', 0, 3), (${a.agency.id}, 'marketplace', 'Vendido', 0, 2),
        (${a.agency.id}, 'service', 'Contactado', 0, 1)`,
    );
    const { summary } = await dashboard(a.manager, a.agency.id);
    expect(summary.leads).toEqual({ total: 6, open: 4, new: 3 });
    expect(summary.used_vehicles).toEqual({ available: 0, reserved: 0, drafts: 0, published: 0, sold: 0 });
    expect(summary.new_vehicles).toBe(0);
  });

  it('is refused to a dealership whose package lacks the dashboard (Básico)', async () => {
    const basic = await dealership({ packageName: 'Básico' });
    const answer = await basic.manager.get(DASHBOARD, { agency: basic.agency.id });
    expect(answer.status).toBe(403);
  });
});

describe('popup image', () => {
  it('uploads an image (then the dashboard shows a popup without text), replaces and removes it', async () => {
    const a = await dealership();
    const popup = await buildPopup(db(), {
      title: 'Solo imagen',
      body: '',
      audience: 'agencies',
      agency_ids: [a.agency.id],
    });
    const url = `/api/mi-vitrina/popups/${popup.id}/image`;
    const { headers: auth } = await signIn(t, 'admin');
    const upload = async () => {
      const body = fileUpload(await smallPng(), 'aviso.png', 'image/png');
      return t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...auth, ...body.headers },
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.image.card).toMatch(/^\/uploads\/popups\//);
    const shown = (await dashboard(a.manager, a.agency.id)).popups.find((item) => item.id === popup.id);
    expect(shown?.image?.full).toBe(first.json().data.image.full);
    const second = await upload();
    expect(second.json().data.image.card).not.toBe(first.json().data.image.card);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: auth });
    expect(removed.json().data.image).toBeNull();
    expect(await titles(a.manager, a.agency.id)).not.toContain('Solo imagen');
    const text = await t.app.inject({
      method: 'POST',
      url,
      ...(() => {
        const body = fileUpload('esto no es una imagen', 'aviso.png', 'image/png');
        return { payload: body.payload, headers: { ...auth, ...body.headers } };
      })(),
    });
    expect(text.statusCode).toBe(422);
  });
});
