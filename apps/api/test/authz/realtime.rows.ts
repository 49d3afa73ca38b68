import { auctionChannel } from '@vitrina/shared';
import { userChannel } from '../../src/realtime/protocol';
import { buildAuction } from '../factories/auctions';
import { buildUser } from '../factories/users';
import type { PrincipalName, World } from '../principals';
import { onlyFor, type Row, type RowSet, signedIn } from './rows';

const ROUTE = 'POST /broadcasting/auth';

/** Filled in beforeAll: a user none of the principals is, and a live auction. */
const objects = { stranger: 0, auction: 0 };

/** The form laravel-echo posts: a socket id and a channel name. */
function authRequest(channel: string) {
  return {
    method: 'POST' as const,
    url: '/broadcasting/auth',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }).toString(),
  };
}

function ownChannel(world: World, who: PrincipalName): string {
  return userChannel(who === 'anonymous' ? objects.stranger : world.users[who].id);
}

const rows: Row[] = [
  {
    route: ROUTE,
    title: "the user's own private channel: every signed-in user, a suspended dealership's too",
    request: (world, who) => authRequest(ownChannel(world, who)),
    expect: signedIn(200),
  },
  {
    route: ROUTE,
    title: "another user's private channel: nobody, not even an administrator (realtime.own-channel)",
    request: () => authRequest(userChannel(objects.stranger)),
    expect: signedIn(403),
    rules: ['realtime.declared-channel'],
  },
  {
    route: ROUTE,
    // As GET /active-auctions/:id: the `view auctions` package (dealership A has it) or an
    // administrator; no dealership, or only a suspended one, is 403. A dealership without the
    // package is in realtime.test.ts (no principal here is in one).
    title: "an auction's private channel: whom may read the auction",
    request: () => authRequest(auctionChannel(objects.auction)),
    expect: onlyFor(['superadmin', 'admin', 'gerenteA', 'asesorA'], 200),
  },
  {
    route: ROUTE,
    title: 'any other channel: nobody',
    request: () => authRequest('private-anything.1'),
    expect: signedIn(403),
    rules: ['realtime.declared-channel'],
  },
  {
    route: ROUTE,
    title: "a public auction channel's old name: nobody (it is not a private channel)",
    request: () => authRequest(`auction.${objects.auction}`),
    expect: signedIn(403),
  },
];

export const realtimeRows: RowSet = {
  name: 'realtime',
  async setup(t) {
    objects.stranger = (await buildUser(t.context.database.db)).id;
    objects.auction = (await buildAuction(t.context.database.db)).id;
  },
  rows,
};
