import type { Module } from '../context';
import { authModule } from './auth/auth.routes';
import { healthModule } from './health/health.routes';
import { fbLeadNotificationsModule } from './notifications/fb-lead-notifications.routes';

/** The table of contents of the API: one line per module. */
export const modules: Module[] = [healthModule, authModule, fbLeadNotificationsModule];
