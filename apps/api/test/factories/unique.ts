import { randomBytes } from 'node:crypto';

/** A short random suffix that keeps generated names and codes unique within a database. */
export const unique = () => randomBytes(4).toString('hex');
