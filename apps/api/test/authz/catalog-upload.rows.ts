import { CATALOG_TEMPLATE_PATH } from '@vitrina/shared';
import { catalogWorkbook, UPLOAD, uploadRequest } from '../catalog-upload-fixtures';
import { all, onlyFor, type Row, type RowSet } from './rows';

/** Filled in setup: a one-row workbook (applying it twice is fine: the second time nothing changes). */
let workbook: Buffer = Buffer.alloc(0);

const rows: Row[] = [
  {
    route: `GET ${CATALOG_TEMPLATE_PATH}`,
    title: 'bulk upload template is public',
    request: () => ({ method: 'GET', url: CATALOG_TEMPLATE_PATH }),
    expect: all(200),
  },
  {
    route: `POST ${UPLOAD}/preview`,
    title: 'bulk upload preview: brand and model catalog creators only',
    request: () => uploadRequest(`${UPLOAD}/preview`, workbook),
    expect: onlyFor(['superadmin', 'admin'], 200),
  },
  {
    route: `POST ${UPLOAD}/apply`,
    title: 'bulk upload apply: brand and model catalog creators only',
    request: () => uploadRequest(`${UPLOAD}/apply`, workbook),
    expect: onlyFor(['superadmin', 'admin'], 200),
  },
];

export const catalogUploadRows: RowSet = {
  name: 'catalog upload',
  async setup() {
    workbook = await catalogWorkbook([
      ['Matriz', 'Autorización', 'Sedán', 'Base', 'Manual', 'Gasolina', 2025, 250_000],
    ]);
  },
  rows,
};
