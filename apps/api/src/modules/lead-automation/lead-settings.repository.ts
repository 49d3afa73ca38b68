import {
  type AssignmentMode,
  type BusinessHours,
  COUNT_CAP,
  DEFAULT_BUSINESS_HOURS,
  LEAD_CHANNEL_KEYS,
  type leadSettingsInput,
  OPEN_LEAD_STATUSES,
  type SlaMinutes,
} from '@vitrina/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { intArray, list, queryRow, queryRows } from '../../db/query';

/** A dealership's lead automation as stored (`agency_lead_settings`), or the defaults. */
export interface AgencyLeadSettings {
  agency_id: number;
  assignment_mode: AssignmentMode;
  sla_minutes: SlaMinutes | null;
  sla_reassign: boolean;
  business_hours: BusinessHours;
  /** The advisor the last round-robin turn went to. */
  round_robin_user_id: number | null;
}

/** A dealership without a settings row: manual assignment, no SLA, the default business hours. */
export const defaultLeadSettings = (agencyId: number): AgencyLeadSettings => ({
  agency_id: agencyId,
  assignment_mode: 'manual',
  sla_minutes: null,
  sla_reassign: false,
  business_hours: DEFAULT_BUSINESS_HOURS,
  round_robin_user_id: null,
});

const COLUMNS = sql`agency_id, assignment_mode, sla_minutes, sla_reassign, business_hours, round_robin_user_id`;

/** The settings of each of these dealerships (defaults for those without a row), by dealership. */
export async function leadSettingsOf(
  db: Db | Tx,
  agencyIds: readonly number[],
): Promise<Map<number, AgencyLeadSettings>> {
  const ids = [...new Set(agencyIds)];
  const rows =
    ids.length === 0
      ? []
      : await queryRows<AgencyLeadSettings>(
          db,
          sql`select ${COLUMNS} from agency_lead_settings where agency_id = any(${intArray(ids)})`,
        );
  const found = new Map(rows.map((row) => [row.agency_id, row]));
  return new Map(ids.map((id) => [id, found.get(id) ?? defaultLeadSettings(id)]));
}

/**
 * The settings of one dealership, its row locked until the transaction ends (created with the
 * defaults when missing): round-robin turns and settings changes of one dealership take turns.
 */
export async function lockLeadSettings(tx: Tx, agencyId: number): Promise<AgencyLeadSettings> {
  const [row] = await queryRows<AgencyLeadSettings>(
    tx,
    sql`insert into agency_lead_settings (agency_id, business_hours)
        values (${agencyId}, ${JSON.stringify(DEFAULT_BUSINESS_HOURS)}::jsonb)
        on conflict (agency_id) do update set agency_id = excluded.agency_id
        returning ${COLUMNS}`,
  );
  return row!;
}

/** Replaces the dealership's settings; its row is locked already (`lockLeadSettings`). */
export async function saveLeadSettings(
  tx: Tx,
  agencyId: number,
  input: z.output<typeof leadSettingsInput>,
): Promise<AgencyLeadSettings> {
  const [row] = await queryRows<AgencyLeadSettings>(
    tx,
    sql`update agency_lead_settings
           set assignment_mode = ${input.assignment_mode}, sla_minutes = ${input.sla_minutes},
               sla_reassign = ${input.sla_reassign},
               business_hours = ${JSON.stringify(input.business_hours)}::jsonb, updated_at = now()
         where agency_id = ${agencyId}
        returning ${COLUMNS}`,
  );
  return row!;
}

/** The name of a dealership that is not deleted; undefined is 404. */
export async function liveAgencyName(db: Db | Tx, agencyId: number): Promise<string | undefined> {
  const row = await queryRow<{ name: string }>(
    db,
    sql`select name from agencies where id = ${agencyId}::bigint and deleted_at is null`,
  );
  return row?.name;
}

/**
 * Untouched open leads past their first-response deadline, by advisor, read from the SLA index
 * (`leads_agency_channel_sla`: naming every channel lets it seek each channel's late range). At
 * most COUNT_CAP + 1 leads are read, as a list's count stops there: each advisor's figure is
 * exact while the dealership has no more late leads than that.
 */
export async function lateLeadsByAdvisor(db: Db | Tx, agencyId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ user_id: number; n: number }>(
    db,
    sql`select assigned_user_id as user_id, count(*)::int as n from (
          select l.assigned_user_id from leads l
           where l.agency_id = ${agencyId} and l.channel in ${list(LEAD_CHANNEL_KEYS)}
             and l.deleted_at is null and l.first_response_at is null
             and l.sla_due_at is not null and l.sla_due_at <= now()
             and l.status in ${list(OPEN_LEAD_STATUSES)} and l.assigned_user_id is not null
           limit ${COUNT_CAP + 1}) late
        group by assigned_user_id`,
  );
  return new Map(rows.map((row) => [row.user_id, row.n]));
}

/**
 * Marks the advisor absent in the dealership, or back; answers whether that changed anything
 * (marking twice is one change).
 */
export async function setAdvisorAbsence(
  tx: Tx,
  agencyId: number,
  userId: number,
  absent: boolean,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    absent
      ? sql`insert into lead_advisor_absences (agency_id, user_id) values (${agencyId}, ${userId})
            on conflict do nothing returning user_id`
      : sql`delete from lead_advisor_absences where agency_id = ${agencyId} and user_id = ${userId}
            returning user_id`,
  );
  return rows.length > 0;
}
