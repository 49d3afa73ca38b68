/**
 * Issue 39: the alerts that reach a user within seconds (the bell's "Avisos" beside the spec's
 * Facebook lead notifications). A notification stores its type and parameters, never a rendered
 * text: the browser and the e-mail render it in the reader's language with `notificationText`.
 */
import { z } from 'zod';
import type { Locale } from './basics';

/** What produces a notification for named users. */
export const NOTIFICATION_TYPES = [
  'lead_assigned',
  'lead_forwarded',
  'sla_warning',
  'sla_missed',
  'auction_outbid',
  'auction_won',
  'auction_unsold',
  'upgrade_handled',
  'membership_suspended',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The parameters a notification is rendered with (names, ids); strings and numbers only. */
export const notificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParams>;

export const notificationItem = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  params: notificationParams,
  /** A path of the web app (`/leads/whatsapp/12`), or '' when there is nothing to open. */
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `GET /mi-vitrina/notifications`: the newest first; `before` pages on (an id of the last page). */
export const notificationListQuery = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationListAnswer = z.object({
  data: z.array(notificationItem),
  meta: z.object({ unread: z.number().int() }),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswer>;

/** Mark read / mark all read: the message and the unread count left. */
export const notificationReadAnswer = z.object({
  message: z.string(),
  data: z.object({ unread: z.number().int() }),
});

/** How a user wants one type of alert: in the app (bell and notice), by e-mail, both, or neither. */
export const notificationPreference = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

/** `GET`/`PUT /mi-vitrina/notifications/preferences`: every type once (a type left out keeps its setting). */
export const notificationPreferencesBody = z.object({
  preferences: z
    .array(notificationPreference)
    .max(NOTIFICATION_TYPES.length)
    .refine((list) => new Set(list.map((p) => p.type)).size === list.length, {
      message: 'notifications.preference_repeated',
    }),
});
export const notificationPreferencesAnswer = z.object({ data: z.array(notificationPreference) });

/** Without a choice of their own, a user gets every alert in the app and, when offline, by e-mail. */
export const DEFAULT_NOTIFICATION_PREFERENCE = { in_app: true, email: true } as const;

/** The live event on the user's private channel when a notification arrives. */
export const NOTIFICATION_EVENT = 'Notification';
export const notificationEvent = z.object({ notification: notificationItem, unread: z.number().int() });
export type NotificationEvent = z.infer<typeof notificationEvent>;

interface NotificationTexts {
  /** One line, for the toast, the panel and the e-mail's subject. */
  title: string;
  /** The action that opens `link`. */
  action: string;
}

const TEXTS: Record<Locale, Record<NotificationType, NotificationTexts>> = {
  es: {
    lead_assigned: { title: 'Te asignaron el lead de {{lead_name}}', action: 'Abrir lead' },
    lead_forwarded: {
      title: 'Lead de {{lead_name}} reenviado a {{agency_name}} desde {{from_agency_name}}',
      action: 'Abrir lead',
    },
    sla_warning: {
      title: 'Quedan 5 minutos para dar la primera respuesta al lead de {{lead_name}}',
      action: 'Abrir lead',
    },
    sla_missed: {
      title: 'Venció el plazo de primera respuesta del lead de {{lead_name}}',
      action: 'Abrir lead',
    },
    auction_outbid: { title: 'Superaron tu oferta por {{vehicle}}', action: 'Abrir subasta' },
    auction_won: { title: 'Ganaste la subasta de {{vehicle}}', action: 'Abrir subasta' },
    auction_unsold: { title: 'La subasta de {{vehicle}} terminó sin ganador', action: 'Abrir subasta' },
    upgrade_handled: {
      title: 'Atendimos tu solicitud del paquete {{package}}',
      action: 'Ver oferta comercial',
    },
    membership_suspended: {
      title: 'La membresía de {{agency_name}} fue suspendida; algunas secciones no están disponibles',
      action: 'Abrir',
    },
  },
  en: {
    lead_assigned: { title: 'The lead of {{lead_name}} was assigned to you', action: 'Open lead' },
    lead_forwarded: {
      title: 'Lead of {{lead_name}} forwarded to {{agency_name}} from {{from_agency_name}}',
      action: 'Open lead',
    },
    sla_warning: {
      title: '5 minutes left to answer the lead of {{lead_name}} for the first time',
      action: 'Open lead',
    },
    sla_missed: {
      title: 'The first-response deadline of the lead of {{lead_name}} was missed',
      action: 'Open lead',
    },
    auction_outbid: { title: 'Your bid for {{vehicle}} was outbid', action: 'Open auction' },
    auction_won: { title: 'You won the auction of {{vehicle}}', action: 'Open auction' },
    auction_unsold: { title: 'The auction of {{vehicle}} ended with no winner', action: 'Open auction' },
    upgrade_handled: {
      title: 'Your request for the {{package}} package was answered',
      action: 'See the commercial offer',
    },
    membership_suspended: {
      title: 'The membership of {{agency_name}} was suspended; some sections are not available',
      action: 'Open',
    },
  },
};

/** A notification's texts in `locale`, its parameters filled in (an unknown one is left empty). */
export function notificationText(
  locale: Locale,
  notification: { type: NotificationType; params: NotificationParams },
): NotificationTexts {
  const texts = TEXTS[locale][notification.type];
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(notification.params[name] ?? ''));
  return { title: fill(texts.title), action: texts.action };
}
