import type { RowSet } from './rows';

export const dealershipSetRows: RowSet = { name: 'dealership groups and families', rows: [] };
