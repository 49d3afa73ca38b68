import type { RowSet } from './rows';

export const agencyRows: RowSet = { name: 'agencies', rows: [] };
