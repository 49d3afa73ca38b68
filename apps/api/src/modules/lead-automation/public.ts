/**
 * Lead automation's public entry (scripts/boundaries.ts): the lead-creation service applies
 * `automateArrivals` to every batch; the leads module checks hand assignments with `worksLeads`
 * (who works a dealership's leads, defined once); the lead service and the SLA job write the
 * leads' timeline with `recordActivities`; app.ts runs the SLA job.
 */
export { type Arrival, type Automated, automateArrivals } from './arrival-automation';
export { type BatchActivity, recordActivities } from './lead-activities.repository';
export { leadManagerIdsOf, worksLeads } from './lead-advisors.repository';
export { defineSlaJob, sweepSla, warnSla } from './sla.job';
