import { DASHBOARD_API, popupResource } from '@vitrina/shared';
import { buildPopup, dayFromToday } from '../factories';
import { fileUpload, smallPng } from '../image-fixtures';
import type { PrincipalName } from '../principals';
import { crudRows } from './crud-rows';
import { onlyFor, type Row, type RowSet, signedIn } from './rows';

const POPUPS = `/api${popupResource.api}`;
const IMAGE = `${POPUPS}/:id/image`;
const DASHBOARD = `/api${DASHBOARD_API}`;
const MISSING = 987654;

const o = {
  popup: 0,
  image: Buffer.alloc(0) as Buffer,
  doomed: {} as Partial<Record<PrincipalName, number>>,
};

const popup = (title: string) => ({
  title,
  body: 'Nuevas **promociones** este mes.',
  audience: 'all',
  starts_on: dayFromToday(0),
  ends_on: dayFromToday(5),
  frequency: 'once',
});

const staff = (ok: number) => onlyFor(['superadmin', 'admin'], ok);
/** The dashboard's readers: administrators, and the Gerente of A (Premium: it has the dashboard). */
const dashboardReaders = (ok: number) => ({ ...staff(ok), gerenteA: ok });

const rows: Row[] = [
  ...crudRows(popupResource, {
    noun: { one: 'popup', many: 'popups' },
    id: () => o.popup,
    doomed: (who) => o.doomed[who] ?? MISSING,
    create: (who) => popup(`Aviso ${who}`),
    update: () => popup('Aviso matriz'),
    query: { export: () => ({ format: 'csv' }) },
  }),
  {
    route: `POST ${IMAGE}`,
    title: 'upload a popup image (valid image, popup that does not exist)',
    request: () => {
      const body = fileUpload(o.image, 'aviso.png', 'image/png');
      return {
        method: 'POST',
        url: IMAGE.replace(':id', String(MISSING)),
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: staff(404),
  },
  {
    route: `DELETE ${IMAGE}`,
    title: 'remove a popup image (popup without one)',
    request: () => ({ method: 'DELETE', url: IMAGE.replace(':id', String(o.popup)) }),
    expect: staff(200),
  },
  {
    route: `GET ${DASHBOARD}`,
    title: 'dashboard of agency A (Asesor lacks read analytics general)',
    request: (w) => ({ method: 'GET', url: `${DASHBOARD}?agency=${w.agencyA.id}` }),
    expect: dashboardReaders(200),
  },
  {
    route: `GET ${DASHBOARD}`,
    title: 'dashboard of agency B',
    request: (w) => ({ method: 'GET', url: `${DASHBOARD}?agency=${w.agencyB.id}&popup=${o.popup}` }),
    expect: staff(200),
  },
  {
    route: `POST ${DASHBOARD}/popups/:id/dismiss`,
    title: 'dismiss a popup (the user’s own record)',
    request: () => ({ method: 'POST', url: `${DASHBOARD}/popups/${o.popup}/dismiss` }),
    // The user's own data: open to a Gerente without dealerships or with a suspended one too.
    expect: { ...signedIn(200), asesorA: 403 },
  },
];

export const popupRows: RowSet = {
  name: 'popups and dashboard',
  async setup(t) {
    const db = t.context.database.db;
    o.popup = (await buildPopup(db, { title: 'Aviso matriz' })).id;
    o.image = await smallPng(8, 8);
    for (const who of ['superadmin', 'admin'] as const) o.doomed[who] = (await buildPopup(db)).id;
  },
  rows,
};
