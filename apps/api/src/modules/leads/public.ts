/**
 * The leads module's public entry: what other modules, the seed and the bench may use of it
 * (scripts/boundaries.ts). Every lead is born in `createLeads` (`createLead` for one); the list source is the lists' own
 * SQL, so a benchmark measures what the screens run.
 */

export { countedTotal } from './lead-totals';
export { advisorOnly, leadsSource } from './leads.repository';
export { createLead, createLeads, type NewLead } from './leads.service';
