import { COMMERCIAL_OFFERS, type offerAnswer, ROLES, upgradeRequestResource } from '@vitrina/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  auditOf,
  buildAgency,
  buildPromotion,
  buildUpgradeRequest,
  buildUser,
} from '../../../test/factories';
import { as, type Client } from '../../../test/kits/client';
import { listContract } from '../../../test/kits/list-contract';
import { mailOutbox, notifications, packages, upgradeRequests } from '../../db/schema';

const USED = `/api${COMMERCIAL_OFFERS.used.api}`;
const NEW = `/api${COMMERCIAL_OFFERS.new.api}`;

let t: TestApp;
const db = () => t.context.database.db;
const packageId = async (name: string) =>
  (await db().select().from(packages).where(eq(packages.name, name)))[0]!.id;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function dealership(packageName: 'Básico' | 'Profesional' | 'Premium') {
  const agency = await buildAgency(db(), { packageName, name: `Autos ${packageName} ${Math.random()}` });
  return { agency, manager: as(t, { role: ROLES.manager, agencies: [agency.id] }) };
}

const offer = async (client: Client, url: string, agency: number) => {
  const answer = await client.get<typeof offerAnswer>(url, { agency });
  expect(answer.status, answer.raw.body).toBe(200);
  return answer.body.data;
};

describe('commercial offer', () => {
  it('compares the packages for used vehicles with the current one, and what each adds', async () => {
    const { agency, manager } = await dealership('Básico');
    await buildPromotion(db(), { name: 'Enganche seminuevos', type: 'used', agencyIds: [agency.id] });
    await buildPromotion(db(), { name: 'Bono nuevos', type: 'new' });
    const data = await offer(manager, USED, agency.id);
    expect(data.current_package_id).toBe(await packageId('Básico'));
    const names = data.packages.map((pkg) => pkg.name);
    expect(names.slice(0, 3)).toEqual(['Básico', 'Profesional', 'Premium']);
    const basic = data.packages.find((pkg) => pkg.name === 'Básico')!;
    expect(basic).toMatchObject({ current: true, adds: [], monthly_price: 3499, vehicle_limit: 30 });
    const professional = data.packages.find((pkg) => pkg.name === 'Profesional')!;
    expect(professional.adds).toEqual(expect.arrayContaining(['view auctions', 'view analytics general']));
    expect(professional.adds).not.toContain('view used vehicles');
    expect(data.modules[0]).toBe('view used vehicles');
    expect(data.promotions.map((promotion) => promotion.name)).toContain('Enganche seminuevos');
    expect(data.promotions.map((promotion) => promotion.name)).not.toContain('Bono nuevos');
  });

  it('the new vehicles’ offer needs its package permission (only Premium has it)', async () => {
    const basic = await dealership('Básico');
    expect((await basic.manager.get(NEW, { agency: basic.agency.id })).status).toBe(403);
    const premium = await dealership('Premium');
    const data = await offer(premium.manager, NEW, premium.agency.id);
    expect(data.modules[0]).toBe('view new vehicles');
    expect(data.packages.find((pkg) => pkg.current)?.name).toBe('Premium');
    expect(data.packages.every((pkg) => pkg.adds.length === 0)).toBe(true);
  });
});

describe('upgrade requests', () => {
  it('records a request, e-mails each administrator in their language, and shows it as pending', async () => {
    const admin = await buildUser(db(), { role: ROLES.admin });
    const { agency, manager } = await dealership('Básico');
    const target = await packageId('Profesional');
    const answer = await manager.post<{ message: string; data: { id: number; status: string } }>(
      `${USED}/upgrade-requests`,
      { agency_id: agency.id, package_id: target, module: 'view auctions', message: 'Queremos subastar' },
    );
    expect(answer.status, answer.raw.body).toBe(201);
    expect(answer.body.message).toContain('Solicitud enviada');
    const [stored] = await db()
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.id, answer.body.data.id));
    expect(stored).toMatchObject({
      agency_id: agency.id,
      type: 'used',
      package_name: 'Profesional',
      current_package_name: 'Básico',
      module: 'view auctions',
      status: 'pending',
    });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, admin.email))
      .orderBy(desc(mailOutbox.id));
    expect(mails[0]?.subject).toBe(`Solicitud de cambio de paquete: ${agency.name} → Profesional`);
    expect(mails[0]?.text).toContain('Queremos subastar');
    expect(mails[0]?.text).toContain('/commercial-offer/used');
    expect(mails[0]?.html).not.toContain('<script');
    expect((await auditOf(db(), 'upgrade_request', answer.body.data.id))[0]).toMatchObject({
      action: 'create',
    });

    const data = await offer(manager, USED, agency.id);
    expect(data.pending_package_ids).toEqual([target]);
    const again = await manager.post(`${USED}/upgrade-requests`, {
      agency_id: agency.id,
      package_id: target,
    });
    expect(again.status).toBe(409);
    expect(again.problem.message).toContain('Ya enviaste una solicitud');
  });

  it('refuses the current package, an unknown one and an unknown module, in both languages', async () => {
    const { agency, manager } = await dealership('Profesional');
    const current = await manager.post(`${USED}/upgrade-requests`, {
      agency_id: agency.id,
      package_id: await packageId('Profesional'),
    });
    expect(current.status).toBe(422);
    expect(current.problem.errors?.package_id).toEqual(['Tu agencia ya tiene contratado este paquete.']);
    const unknown = await manager.en.post(`${USED}/upgrade-requests`, {
      agency_id: agency.id,
      package_id: 987654,
    });
    expect(unknown.problem.errors?.package_id?.[0]).toContain('does not exist');
    const module = await manager.post(`${USED}/upgrade-requests`, {
      agency_id: agency.id,
      package_id: await packageId('Premium'),
      module: 'ver todo',
    });
    expect(module.problem.errors?.module).toEqual(['El módulo indicado no existe.']);
  });

  it('another dealership’s request is refused', async () => {
    const mine = await dealership('Básico');
    const theirs = await dealership('Básico');
    const answer = await mine.manager.post(`${USED}/upgrade-requests`, {
      agency_id: theirs.agency.id,
      package_id: await packageId('Premium'),
    });
    expect(answer.status).toBe(403);
  });

  it('administrators mark a request handled, once, and its sender alone is alerted', async () => {
    const { agency } = await dealership('Básico');
    const sender = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    const other = await buildUser(db(), { role: ROLES.manager, agencyIds: [agency.id] });
    const request = await buildUpgradeRequest(db(), { agencyId: agency.id, requestedBy: sender.id });
    const url = `/api${upgradeRequestResource.api}/${request.id}/handle`;
    const handled = await as(t).post<{ data: { status: string; handled_by_name: string | null } }>(url);
    expect(handled.status, handled.raw.body).toBe(200);
    expect(handled.body.data).toMatchObject({ status: 'handled' });
    expect(handled.body.data.handled_by_name).not.toBeNull();
    const pending = await as(t).on(upgradeRequestResource).list({ status: 'pending', search: agency.name });
    expect(pending.body.data).toEqual([]);
    expect((await as(t).post(url)).status).toBe(200);
    const told = await db()
      .select()
      .from(notifications)
      .where(inArray(notifications.user_id, [sender.id, other.id]));
    expect(told.map((n) => [n.user_id, n.type, n.link])).toEqual([
      [sender.id, 'upgrade_handled', '/commercial-offer/used'],
    ]);
  });
});

listContract(upgradeRequestResource, {
  app: () => t,
  create: async (app, { i, text }) => {
    const agency = await buildAgency(app.context.database.db, { name: text });
    await buildUpgradeRequest(app.context.database.db, {
      agencyId: agency.id,
      status: i % 2 === 0 ? 'pending' : 'handled',
      type: i % 3 === 0 ? 'new' : 'used',
    });
  },
});
