/**
 * The notifications module's public entry (scripts/boundaries.ts): the services that cause an
 * alert call `notify` inside their transaction; the realtime server reads what it delivers with
 * `deliverables`; modules/index.ts registers the routes.
 */
export { type Deliverable, deliverables } from './notifications.repository';
export { type Notice, notify } from './notifications.service';
