/**
 * Popups (`/popups`): announcements administrators show to dealership users on the dashboard
 * (`/dashboard/{popup?}`). A popup has a Markdown body or an image (or both), an optional call to
 * action, an audience, whole days in force (Mexico City) and a frequency: shown once (until the
 * user dismisses it) or on every visit.
 */
import { z } from 'zod';
import { booleanFilter, recordIdSchema } from '../list-query';
import { defineResource } from '../resource';
import { MEMBERSHIP_STATUSES } from '../rules';
import { nameField } from '../text';
import { imageUrls } from './catalogs';
import { MEXICAN_STATE_CODES } from './sepomex';

/** Who sees a popup: every dealership, or those of some packages, membership statuses, states or a list. */
export const POPUP_AUDIENCES = ['all', 'package', 'membership', 'state', 'agencies'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];
/** `once`: gone for good once the user dismisses it; `every_visit`: back on the user's next visit. */
export const POPUP_FREQUENCIES = ['once', 'every_visit'] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];

/** The audience's list each kind reads (`all` reads none). */
export const AUDIENCE_FIELDS = {
  package: 'package_ids',
  membership: 'membership_statuses',
  state: 'states',
  agencies: 'agency_ids',
} as const satisfies Record<Exclude<PopupAudience, 'all'>, string>;

export const POPUP_TITLE_MAX = 120;
export const POPUP_BODY_MAX = 5000;
const MAX_AGENCIES = 5000;

/** A calendar day, YYYY-MM-DD, in Mexico City (as promotions count them). */
const day = z
  .string()
  .trim()
  .min(1)
  .refine((value) => {
    if (value === '') return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'popups.date_format');

/**
 * The call to action: a page of the back-office (`/commercial-offer/used`) or an http(s) address.
 * Anything else (`javascript:`, `data:`) is refused, since the dashboard renders it as a link.
 */
const ctaUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) =>
      value === '' ||
      (/^\/(?!\/)/.test(value) && !/\s/.test(value)) ||
      /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    'popups.cta_url_invalid',
  )
  .default('');

const ids = (max: number) =>
  z
    .array(recordIdSchema)
    .max(max)
    .default([])
    .transform((values) => [...new Set(values)]);
const unique = <T extends string>(values: T[]) => [...new Set(values)];

export const popupInput = z
  .object({
    title: nameField(POPUP_TITLE_MAX),
    /** Markdown; rendered safely (no raw HTML) wherever it is shown. */
    body: z.string().trim().max(POPUP_BODY_MAX).default(''),
    cta_label: z.string().trim().max(60).default(''),
    cta_url: ctaUrl,
    audience: z.enum(POPUP_AUDIENCES),
    package_ids: ids(100),
    membership_statuses: z.array(z.enum(MEMBERSHIP_STATUSES)).max(10).default([]).transform(unique),
    states: z.array(z.enum(MEXICAN_STATE_CODES)).max(32).default([]).transform(unique),
    agency_ids: ids(MAX_AGENCIES),
    starts_on: day,
    ends_on: day,
    frequency: z.enum(POPUP_FREQUENCIES),
    active: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (value.audience !== 'all') {
      const field = AUDIENCE_FIELDS[value.audience];
      if (value[field].length === 0) {
        context.addIssue({ code: 'custom', path: [field], message: 'popups.audience_empty' });
      }
    }
    if (value.ends_on < value.starts_on) {
      context.addIssue({ code: 'custom', path: ['ends_on'], message: 'popups.ends_before_starts' });
    }
    if ((value.cta_label === '') !== (value.cta_url === '')) {
      const path = value.cta_label === '' ? 'cta_label' : 'cta_url';
      context.addIssue({ code: 'custom', path: [path], message: 'popups.cta_incomplete' });
    }
  })
  // Only the chosen audience's list is kept, so a popup never carries a list it does not read.
  .transform((value) => {
    const keep = value.audience === 'all' ? null : AUDIENCE_FIELDS[value.audience];
    return {
      ...value,
      package_ids: keep === 'package_ids' ? value.package_ids : [],
      membership_statuses: keep === 'membership_statuses' ? value.membership_statuses : [],
      states: keep === 'states' ? value.states : [],
      agency_ids: keep === 'agency_ids' ? value.agency_ids : [],
    };
  });
export type PopupInput = z.input<typeof popupInput>;

const popupContent = {
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: imageUrls,
  cta_label: z.string(),
  cta_url: z.string(),
  frequency: z.enum(POPUP_FREQUENCIES),
};

export const popup = z.object({
  ...popupContent,
  audience: z.enum(POPUP_AUDIENCES),
  package_ids: z.array(z.number().int()),
  membership_statuses: z.array(z.enum(MEMBERSHIP_STATUSES)),
  states: z.array(z.string()),
  agency_ids: z.array(z.number().int()),
  starts_on: z.string(),
  ends_on: z.string(),
  active: z.boolean(),
  /** Active and today (Mexico City) within its dates. */
  in_force: z.boolean(),
  /** How many users dismissed it. */
  dismissals_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Popup = z.infer<typeof popup>;

export const popupResource = defineResource({
  name: 'popups',
  api: '/mi-vitrina/popups',
  screens: { list: '/popups' },
  owner: 'platform',
  permissions: {
    read: 'read popups',
    create: 'create popups',
    update: 'update popups',
    delete: 'delete popups',
  },
  sortable: ['starts_on', 'title', 'ends_on', 'created_at'],
  defaultSort: { field: 'starts_on', direction: 'desc' },
  search: ['title'],
  filters: { active: booleanFilter },
  schemas: { item: popup, input: popupInput },
});

// What the dashboard (resources/dashboard.ts) shows of a popup ---------------------------------

/** What a dealership user sees of a popup. */
export const dashboardPopup = z.object({ ...popupContent, dismissed: z.boolean() });
export type DashboardPopup = z.infer<typeof dashboardPopup>;
