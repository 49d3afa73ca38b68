/**
 * The popups module's public entry: what other modules, the seeds and the app may use of it
 * (scripts/boundaries.ts).
 */

export { dashboardPopups, dismissPopup, toDashboardPopup } from './popups.repository';
export { seedDemoPopups } from './popups.seed';
