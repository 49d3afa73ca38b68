import type { RowSet } from './rows';

export const packageRows: RowSet = { name: 'packages and promotions', rows: [] };
