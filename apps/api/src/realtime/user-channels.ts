import { NOTIFICATION_EVENT } from '@vitrina/shared';
import type { Change, ChangeListener } from '../db/changes';
import type { Db } from '../db/client';
import { deliverables, markDelivered } from '../modules/notifications/public';
import { userChannel } from './protocol';
import { findUserSnapshots, type UserSnapshot } from './realtime.repository';

/** The events of a user's private channel (spec §4). */
export const USER_EVENTS = {
  /** `{ permissions, agencies }`: the browser replaces the stored user's. */
  updatedPermissions: 'UpdatedPermissions',
  /** `{ fb_lead_notifications }`: the bell's unread notifications, newest first. */
  facebookLeadNotifications: 'FacebookLeadNotifications',
  /** `{ notification, unread }`: an alert just committed for the user (issue 39). */
  notification: NOTIFICATION_EVENT,
} as const;

interface Known {
  permissions: string;
  notifications: string;
}

type Send = (channel: string, event: string, data: unknown) => void;

/**
 * Keeps the user channels this process holds up to date. It hears every committed change (its own
 * writes, and the other processes' through the change bus) and re-reads, in one query, the users
 * a change may concern: `principal:user:<id>` names one, `principal:all` (a role's permissions, a
 * dealership's package) every one, a new or read notification every one. A user hears an event
 * only when what they hold really changed, and on subscribing (what changed while they were away).
 * A new notification (`notification:<user>:<id>`, a row trigger's notice) is read once committed
 * and sent to its user when subscribed here; one rolled back is not found and never sent.
 */
export class UserChannels implements ChangeListener {
  /** Users with a subscribed socket here, and what they were last sent. */
  readonly #watched = new Map<number, Known | undefined>();
  #pending = new Set<number>();
  /** Users who just subscribed: sent their state even if it did not change. */
  #joined = new Set<number>();
  #running: Promise<void> | undefined;
  /** Notifications of watched users to read and send. */
  #arrived = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly send: Send,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A socket subscribed to a user's channel: it gets that user's current state. */
  joined(userId: number): void {
    if (!this.#watched.has(userId)) this.#watched.set(userId, undefined);
    this.#joined.add(userId);
    this.#refresh([userId]);
  }

  /** The last socket of a user's channel left this process. */
  left(userId: number): void {
    this.#watched.delete(userId);
  }

  apply(changes: readonly Change[]): void {
    for (const change of changes) {
      if (change.startsWith('notification:')) {
        const [userId, id] = change.slice('notification:'.length).split(':').map(Number);
        if (this.#watched.has(userId!)) this.#arrive(id!);
      }
    }
    for (const change of changes) {
      if (change === 'principal:all' || change === 'table:fb_lead_notifications') {
        this.#refresh(this.#watched.keys());
        return;
      }
      if (change.startsWith('principal:user:')) {
        const userId = Number(change.slice('principal:user:'.length));
        if (this.#watched.has(userId)) this.#refresh([userId]);
      }
    }
  }

  /** Changes may have been missed while the bus was down: everyone is read again on its return. */
  trust(trusted: boolean): void {
    if (trusted) this.#refresh(this.#watched.keys());
  }

  /** Resolves once every refresh asked for so far is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  #arrive(notificationId: number): void {
    this.#arrived.add(notificationId);
    this.#schedule();
  }

  #refresh(userIds: Iterable<number>): void {
    for (const id of userIds) this.#pending.add(id);
    this.#schedule();
  }

  #schedule(): void {
    // One query at a time: a change heard while one runs is read by the next, after it.
    // Nothing waits for it but `idle`: a failure outside the query's own catch is reported, never
    // left as an unhandled rejection (which ends the process).
    this.#running ??= this.#drain()
      .catch(this.onError)
      .finally(() => {
        this.#running = undefined;
      });
  }

  async #drain(): Promise<void> {
    // Let the changes of the same tick gather into one query.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.#pending.size > 0 || this.#arrived.size > 0) {
      const arrived = [...this.#arrived];
      this.#arrived = new Set();
      if (arrived.length > 0) {
        try {
          const delivered: number[] = [];
          for (const { user_id, notification, unread } of await deliverables(this.db, arrived)) {
            if (this.#watched.has(user_id)) {
              this.send(userChannel(user_id), USER_EVENTS.notification, { notification, unread });
              delivered.push(notification.id);
            }
          }
          // Received live: the alert's e-mail (modules/notifications) is not needed.
          await markDelivered(this.db, delivered);
        } catch (error) {
          this.onError(error);
        }
      }
      const ids = [...this.#pending].filter((id) => this.#watched.has(id));
      const joined = this.#joined;
      this.#pending = new Set();
      this.#joined = new Set();
      if (ids.length === 0) continue;
      try {
        for (const snapshot of await findUserSnapshots(this.db, ids)) {
          this.#publish(snapshot, joined.has(snapshot.id));
        }
      } catch (error) {
        this.onError(error);
      }
    }
  }

  #publish(snapshot: UserSnapshot, force: boolean): void {
    if (!this.#watched.has(snapshot.id)) return;
    const before = this.#watched.get(snapshot.id);
    const now: Known = {
      permissions: JSON.stringify([snapshot.permissions, snapshot.agencies]),
      notifications: JSON.stringify(snapshot.fb_lead_notifications),
    };
    this.#watched.set(snapshot.id, now);
    const channel = userChannel(snapshot.id);
    if (force || before?.permissions !== now.permissions) {
      this.send(channel, USER_EVENTS.updatedPermissions, {
        permissions: snapshot.permissions,
        agencies: snapshot.agencies,
      });
    }
    if (force || before?.notifications !== now.notifications) {
      this.send(channel, USER_EVENTS.facebookLeadNotifications, {
        fb_lead_notifications: snapshot.fb_lead_notifications,
      });
    }
  }
}
