import type { RowSet } from './rows';

export const sepomexRows: RowSet = { name: 'SEPOMEX postal codes', rows: [] };
