import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error';
import { type Access, type AccessRule, checkDeclaredAccess } from '../plugins/access';
import { idOfChannel, USER_CHANNEL_PREFIX } from './protocol';

/**
 * Who may subscribe to a kind of private channel: the access of the HTTP route that answers the
 * same data, as that route declares it; its rules run on the `/broadcasting/auth` request (the
 * user's own channel declares `ownChannel`). A dealership scope (`{ agency: 'query' }`): the
 * checks run for every dealership the user may see, as the route's do for agency 0.
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
/** The channel `/broadcasting/auth` is asked for (its body, once validated). */
const askedChannel = (request: FastifyRequest) => (request.body as { channel_name: string }).channel_name;

/** The user's own channel (UpdatedPermissions, the bell): its id is the signed-in user's, else 403. */
export const ownChannel: AccessRule = {
  name: 'realtime.own-channel',
  check(request, principal) {
    if (idOfChannel(USER_CHANNEL_PREFIX, askedChannel(request)) !== principal.id) throw forbidden();
  },
};

export class PrivateChannels {
  readonly #kinds: PrivateChannel[] = [
    { prefix: USER_CHANNEL_PREFIX, access: { permission: null, scope: 'user', rules: [ownChannel] } },
  ];

  /**
   * `/broadcasting/auth`'s rule: the asked channel is of a declared kind (else 403), and the user
   * passes that kind's declaration (`checkDeclaredAccess`: its permission, scope and rules).
   */
  readonly declaredChannel: AccessRule = {
    name: 'realtime.declared-channel',
    check: async (request) => {
      const found = this.find(askedChannel(request));
      if (!found) throw forbidden();
      await checkDeclaredAccess(request, found.kind.access);
    },
  };

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
