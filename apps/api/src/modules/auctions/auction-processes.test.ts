import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency, buildAuction } from '../../../test/factories';
import {
  openProcessDeployment,
  type ProcessDeployment,
  severalSweeps,
  until,
} from '../../../test/server-processes';
import { testEngine } from '../../../test/test-database';
import { queryRows } from '../../db/query';

/**
 * The close job as a deployment runs it: every API process sweeps the same PostgreSQL database on
 * its own timer, and each ended auction is still closed once, with one winner lead; a process
 * started later closes what ended while none ran.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(testEngine() === 'postgres' && adminUrl && redisUrl)(
  'the auction close job in several API processes',
  () => {
    let deployment: ProcessDeployment;
    let database: ProcessDeployment['database'];
    let agencyIds: number[];

    /** Auctions that ended a minute ago, each with two bids over its reserve (the second dealership's is highest). */
    async function endedAuctions(count: number): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const auction = await buildAuction(database.db, {
          starts_at: new Date(Date.now() - 3_600_000),
          ends_at: new Date(Date.now() - 60_000),
          reserve_cents: 5_000_000,
        });
        await database.db.execute(
          sql`insert into auction_bids (auction_id, agency_id, amount_cents, bidder_number)
            values (${auction.id}, ${agencyIds[0]}, 6000000, 1), (${auction.id}, ${agencyIds[1]}, 6100000, 2)`,
        );
        await database.db.execute(
          sql`update auctions set current_cents = 6100000, current_agency_id = ${agencyIds[1]}, bids_count = 2
            where id = ${auction.id}`,
        );
        ids.push(auction.id);
      }
      return ids;
    }

    const outcome = (ids: number[]) =>
      queryRows<{ id: number; status: string; leads: number; winner: number | null }>(
        database.db,
        sql`select a.id, a.status, a.winner_agency_id as winner,
            (select count(*)::int from leads l where l.details->>'auction_id' = a.id::text) as leads
          from auctions a where a.id = any(${`{${ids.join(',')}}`}::int[]) order by a.id`,
      );

    const untilClosed = (ids: number[]) =>
      until(async () => (await outcome(ids)).every((row) => row.status !== 'open'));

    beforeAll(async () => {
      deployment = await openProcessDeployment({
        adminUrl: adminUrl!,
        redisUrl: redisUrl!,
        prefix: 'vitrina_auctions',
        env: { AUCTION_CLOSE_SWEEP_MS: '100' },
      });
      database = deployment.database;
      agencyIds = [(await buildAgency(database.db)).id, (await buildAgency(database.db)).id];
    }, 120_000);

    afterAll(async () => {
      await deployment?.close();
    });

    it('closes each ended auction once, with one winner lead, whichever process gets there first', async () => {
      const ids = await endedAuctions(12);
      await Promise.all([deployment.start(), deployment.start()]);
      await untilClosed(ids);
      await severalSweeps();
      expect(await outcome(ids)).toEqual(
        ids.map((id) => ({ id, status: 'sold', leads: 1, winner: agencyIds[1] })),
      );
    }, 60_000);

    it('closes, once restarted, what ended while no process ran', async () => {
      await deployment.stopAll();
      const ids = await endedAuctions(3);
      await deployment.start();
      await untilClosed(ids);
      await severalSweeps();
      expect((await outcome(ids)).map((row) => row.leads)).toEqual([1, 1, 1]);
    }, 60_000);
  },
);
