/**
 * The notifications module's public entry (scripts/boundaries.ts): the services that cause an
 * alert call `notify` inside their transaction; the realtime server reads what it delivers with
 * `deliverables` and marks it `markDelivered`; the app runs the alerts' e-mail job;
 * modules/index.ts registers the routes.
 */
export { defineNotificationMailJob, sweepNotificationMail } from './notification-mail.job';
export { type Deliverable, deliverables, markDelivered } from './notifications.repository';
export { type Notice, notify } from './notifications.service';
