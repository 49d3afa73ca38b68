import type { Access } from '../plugins/access';
import { idOfChannel, USER_CHANNEL_PREFIX } from './protocol';

/**
 * Who may subscribe to a kind of private channel: the access of the HTTP route that answers the
 * same data, as that route declares it. `scope: 'user'`: the channel's id is the user's own;
 * a dealership scope (`{ agency: 'query' }`): the checks run for every dealership the user may see,
 * as the route's do for agency 0.
 */
export type ChannelAccess = Extract<Access, { scope: unknown }>;

export interface PrivateChannel {
  /** The name before the record id: `private-auction.` for `private-auction.12`. */
  prefix: string;
  access: ChannelAccess;
}

/**
 * The private channels `/broadcasting/auth` signs, one line per kind, declared by the module that
 * publishes on it (`context.realtime.channels.declare(…)`), as its routes declare their access.
 * A name no kind matches is signed for nobody.
 */
export class PrivateChannels {
  readonly #kinds: PrivateChannel[] = [
    // The user's own channel (UpdatedPermissions, the bell): any signed-in user, their own only.
    { prefix: USER_CHANNEL_PREFIX, access: { permission: null, scope: 'user' } },
  ];

  /** `access` is a route's (`accessFor(kit, 'read').access`): a person's, with a scope. */
  declare(prefix: string, access: Access): void {
    if (!prefix.startsWith('private-'))
      throw new Error(`Channel ${prefix}: only private channels are declared`);
    if (!('scope' in access)) throw new Error(`Channel ${prefix}: a channel is opened by a person's access`);
    if (this.#kinds.some((kind) => kind.prefix.startsWith(prefix) || prefix.startsWith(kind.prefix))) {
      throw new Error(`Channel ${prefix}: overlaps a channel already declared`);
    }
    const scope = access.scope;
    // What has no request to read its dealership from cannot be checked here.
    if (typeof scope === 'object' && scope.agency !== 'query' && scope.agency !== 'params') {
      throw new Error(`Channel ${prefix}: a channel's dealership scope is 'query' or 'params'`);
    }
    this.#kinds.push({ prefix, access });
  }

  /** The kind of a channel and its record id, or undefined for a name none declares. */
  find(channel: string): { kind: PrivateChannel; id: number } | undefined {
    for (const kind of this.#kinds) {
      const id = idOfChannel(kind.prefix, channel);
      if (id !== undefined) return { kind, id };
    }
    return undefined;
  }
}
