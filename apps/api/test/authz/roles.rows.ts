import type { RowSet } from './rows';

export const roleRows: RowSet = { name: 'roles and permissions', rows: [] };
