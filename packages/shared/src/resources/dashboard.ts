/**
 * The dealer's dashboard (`/dashboard/{popup?}`): the popups meant for the user's dealership and
 * its summary, in one call; and the user's dismissal of a popup.
 */
import { z } from 'zod';
import { MAX_ID } from '../list-query';
import { dashboardPopup } from './popups';

export const DASHBOARD_PATH = '/dashboard';
export const DASHBOARD_API = '/mi-vitrina/dashboard';
/** Spec §2's access to the dashboard: the screen's guard and the API's declaration read it. */
export const DASHBOARD_ACCESS = {
  permission: 'read analytics general',
  packagePermission: 'view analytics general',
} as const;

export const dashboardQuery = z.object({
  agency: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  /** The popup the address names (`/dashboard/{popup}`): answered even if already dismissed. */
  popup: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

/** The dealership's figures, from counters and indexed counts. */
export const dashboardSummary = z.object({
  used_vehicles: z.object({
    available: z.number().int(),
    reserved: z.number().int(),
    drafts: z.number().int(),
    published: z.number().int(),
    sold: z.number().int(),
  }),
  new_vehicles: z.number().int(),
  leads: z.object({ total: z.number().int(), open: z.number().int(), new: z.number().int() }),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardAnswer = z.object({
  data: z.object({ popups: z.array(dashboardPopup), summary: dashboardSummary }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
