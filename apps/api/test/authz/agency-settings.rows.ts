import type { RowSet } from './rows';

export const agencySettingsRows: RowSet = { name: 'agency logo and vehicle limits', rows: [] };
