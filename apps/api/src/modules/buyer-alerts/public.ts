/**
 * The buyer alerts module's public entry: the seed and the bench use the matching the screen
 * runs, so a benchmark measures what `/find-cars` answers.
 */
export { upsertAlert } from './alerts.repository';
export { seedDemoBuyerAlerts } from './buyer-alerts.seed';
export { ALERT_LIST_CAP, matchingAgency, matchingAlertIds, matchingVehicles } from './matching.repository';
