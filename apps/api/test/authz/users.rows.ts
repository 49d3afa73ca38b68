import type { RowSet } from './rows';

export const userRows: RowSet = { name: 'users and managers', rows: [] };
