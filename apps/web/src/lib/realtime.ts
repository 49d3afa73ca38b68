/**
 * Spec §4 and §7: the realtime broadcaster. laravel-echo over pusher-js, connected to the Pusher
 * protocol server Vitrina serves itself (`/app/{key}` on the same host), private channels (the
 * user's, an auction's) authorised at `/broadcasting/auth`. Its events replace parts of the stored user, so the menu,
 * the guards and the bell follow without a reload.
 */
import { NOTIFICATION_EVENT, type NotificationEvent, type ProfileAgency } from '@vitrina/shared';
import { useEffect, useRef } from 'react';
import { currentLocale } from './i18n';
import type { SessionUser } from './session-rules';
import { getSession, updateUser, useSession } from './session-store';

/** The public app key (VITE_PUSHER_APP_KEY at build time; the API's PUSHER_APP_KEY), cluster us2. */
export const REALTIME_KEY = (import.meta.env.VITE_PUSHER_APP_KEY as string | undefined) || 'vitrina';
export const REALTIME_CLUSTER = 'us2';
export const AUTH_ENDPOINT = '/broadcasting/auth';

/** The user's private channel, as laravel-echo names it (`private-` is added by `echo.private`). */
export function userChannelName(userId: number): string {
  return `App.Models.User.${userId}`;
}

export interface UpdatedPermissions {
  permissions: string[];
  agencies?: ProfileAgency[];
}

export interface FacebookLeadNotifications {
  fb_lead_notifications: SessionUser['fb_lead_notifications'];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Where the socket goes: the page's own host and port. TLS is forced in production (spec §9),
 * except on this machine, where `npm start` serves plain HTTP.
 */
export function connectionOptions(
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>,
  production: boolean,
) {
  const local = LOCAL_HOSTS.has(location.hostname);
  const port = location.port ? Number(location.port) : undefined;
  return {
    cluster: REALTIME_CLUSTER,
    forceTLS: production ? !local : location.protocol === 'https:',
    wsHost: location.hostname,
    wsPort: port ?? 80,
    wssPort: port ?? 443,
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
  };
}

/** Spec §4: UpdatedPermissions replaces the stored user's permissions (and dealerships' packages). */
export function withPermissions(user: SessionUser, payload: UpdatedPermissions): SessionUser {
  return { ...user, permissions: payload.permissions, agencies: payload.agencies ?? user.agencies };
}

export function withNotifications(user: SessionUser, payload: FacebookLeadNotifications): SessionUser {
  return { ...user, fb_lead_notifications: payload.fb_lead_notifications };
}

/** Who hears the alerts arriving on the user's channel (the bell, its toast). */
const alertListeners = new Set<(event: NotificationEvent) => void>();

/** Calls `listener` for every alert that arrives live (issue 39); answers how to stop. */
export function onNotification(listener: (event: NotificationEvent) => void): () => void {
  alertListeners.add(listener);
  return () => alertListeners.delete(listener);
}

/** An alert arrived on the channel (exported for tests). */
export function receiveNotification(event: NotificationEvent): void {
  for (const listener of [...alertListeners]) listener(event);
}

/** Saves the changed user, unless nothing changed (the channel repeats the state on subscribing). */
function apply(userId: number, change: (user: SessionUser) => SessionUser): void {
  const current = getSession().user;
  if (!current || current.id !== userId) return;
  const next = change(current);
  if (JSON.stringify(next) !== JSON.stringify(current)) updateUser(next);
}

function authHeaders(): Record<string, string> {
  const { token } = getSession();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': currentLocale() };
}

interface Listening {
  listen(event: string, callback: (payload: never) => void): Listening;
}

interface EchoClient {
  disconnect(): void;
  channel(name: string): Listening;
  /** `name` without `private-`, which laravel-echo adds. */
  private(name: string): Listening;
  /** The whole name, `private-` included. */
  leaveChannel(name: string): void;
}

const PRIVATE = 'private-';

/**
 * The signed-in user's connection, once made, for the screens' channels (an auction's bids): one
 * socket carries them all. Screens that asked before it was made are told when it is.
 */
let connected: EchoClient | undefined;
const waiting = new Set<(client: EchoClient | undefined) => void>();

function setConnected(client: EchoClient | undefined): void {
  connected = client;
  for (const notify of [...waiting]) notify(client);
}

/**
 * Listens to a channel's events while the screen shows (`name` null: none). `name` is the server's
 * whole name: a private one (`private-auction.12`) is authorised at `/broadcasting/auth` with the
 * session's token. Each event's name is the server's, without laravel-echo's namespace
 * (`AuctionBid`); the latest `listeners` are called, so a screen may pass a new object on every
 * render.
 */
export function useChannel(name: string | null, listeners: Record<string, (payload: never) => void>): void {
  const latest = useRef(listeners);
  latest.current = listeners;
  const events = Object.keys(listeners).sort().join(',');
  useEffect(() => {
    if (!name) return;
    let joined: EchoClient | undefined;
    const join = (client: EchoClient | undefined) => {
      if (!client || joined === client) return;
      joined = client;
      let channel = name.startsWith(PRIVATE)
        ? client.private(name.slice(PRIVATE.length))
        : client.channel(name);
      for (const event of events.split(',')) {
        channel = channel.listen(`.${event}`, (payload: never) => latest.current[event]?.(payload));
      }
    };
    waiting.add(join);
    join(connected);
    return () => {
      waiting.delete(join);
      joined?.leaveChannel(name);
    };
  }, [name, events]);
}

/**
 * Connects while someone is signed in: one connection per signed-in user, closed on sign-out.
 * The libraries load only then, so the sign-in screen does not download them.
 */
export function useRealtime(): void {
  const { user, token } = useSession();
  const userId = user?.id;
  const signedIn = Boolean(token);
  useEffect(() => {
    if (userId === undefined || !signedIn) return;
    let echo: EchoClient | undefined;
    let cancelled = false;
    void Promise.all([import('pusher-js'), import('laravel-echo')]).then(([pusher, laravelEcho]) => {
      if (cancelled) return;
      const Echo = laravelEcho.default;
      const client = new Echo<'pusher'>({
        broadcaster: 'pusher',
        key: REALTIME_KEY,
        Pusher: pusher.default,
        ...connectionOptions(window.location, import.meta.env.PROD),
        // pusher-js posts the form laravel-echo always sends; the token is read at each request.
        channelAuthorization: { endpoint: AUTH_ENDPOINT, transport: 'ajax', headersProvider: authHeaders },
      } as ConstructorParameters<typeof Echo<'pusher'>>[0]);
      client
        .private(userChannelName(userId))
        .listen('.UpdatedPermissions', (payload: UpdatedPermissions) =>
          apply(userId, (current) => withPermissions(current, payload)),
        )
        .listen('.FacebookLeadNotifications', (payload: FacebookLeadNotifications) =>
          apply(userId, (current) => withNotifications(current, payload)),
        )
        .listen(`.${NOTIFICATION_EVENT}`, (payload: NotificationEvent) => {
          if (getSession().user?.id === userId) receiveNotification(payload);
        });
      echo = client as unknown as EchoClient;
      setConnected(echo);
    });
    return () => {
      cancelled = true;
      echo?.disconnect();
      if (connected === echo) setConnected(undefined);
    };
  }, [userId, signedIn]);
}
