/**
 * A dealership's lead automation settings (`/lead-settings?agency=`): how arriving leads are
 * assigned, the first-response SLA and its business hours, read and replaced at one path, and its
 * advisors with their current load, each marked absent or back at `…/advisors/:user`. Settings
 * belong to one dealership: "Todas" (agency 0) asks to choose one. Every write answers the whole
 * settings, as the screen shows them.
 */
import {
  advisorAbsenceInput,
  type LeadSettings,
  leadSettingsInput,
  leadSettingsQuery,
  leadSettingsResource,
} from '@vitrina/shared';
import { z } from 'zod';
import type { Module } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { oneAgency } from '../../lib/dealership-rows';
import { invalid, notFound } from '../../lib/http-error';
import { accessFor, resourceKit, routeUrl } from '../../lib/resource-kit';
import { errorAnswers, recordId } from '../../lib/route-schemas';
import { type WriteRules, writeTransaction } from '../../lib/write';
import { leadAdvisorsOf, openLeadLoads } from './lead-advisors.repository';
import {
  type AgencyLeadSettings,
  lateLeadsByAdvisor,
  leadSettingsOf,
  liveAgencyName,
  lockLeadSettings,
  saveLeadSettings,
  setAdvisorAbsence,
} from './lead-settings.repository';

/** The dealership deleted between the checks and the write. */
const rules: WriteRules = { foreignKey: () => notFound() };

/** What the audit keeps of the settings: what people chose, not the round-robin's turn. */
const audited = ({ round_robin_user_id: _, ...settings }: AgencyLeadSettings) => settings;

/**
 * The settings of a live dealership with its advisors (those who work its leads, as automatic
 * assignment sees them, in the round's order) and their loads; undefined is 404.
 */
async function settingsOf(db: Db | Tx, agencyId: number): Promise<LeadSettings | undefined> {
  const agencyName = await liveAgencyName(db, agencyId);
  if (agencyName === undefined) return undefined;
  // One after the other: inside a write they share its transaction's connection.
  const settings = await leadSettingsOf(db, [agencyId]);
  const advisors = await leadAdvisorsOf(db, [agencyId]);
  const open = (await openLeadLoads(db, [agencyId])).get(agencyId)!;
  const late = await lateLeadsByAdvisor(db, agencyId);
  const { assignment_mode, sla_minutes, sla_reassign, business_hours } = settings.get(agencyId)!;
  return {
    agency_id: agencyId,
    agency_name: agencyName,
    assignment_mode,
    sla_minutes,
    sla_reassign,
    business_hours,
    advisors: advisors.map(({ agency_id: _, ...advisor }) => ({
      ...advisor,
      open_leads: open.get(advisor.id) ?? 0,
      late_leads: late.get(advisor.id) ?? 0,
    })),
  };
}

const answer = (settings: LeadSettings | undefined) => {
  if (!settings) throw notFound();
  return { data: settings };
};

const advisorParams = z.object({ user: recordId });

export const leadAutomationModule: Module = (app, { database: { db } }) => {
  // The dealership travels as `?agency=`; non-admins reach only their own.
  const kit = resourceKit(app, leadSettingsResource, {
    db,
    tag: 'lead-automation',
    scope: { read: { agency: 'query' }, update: { agency: 'query' } },
  });
  const tags = [kit.tag];
  const response = { 200: leadSettingsResource.oneAnswer, ...errorAnswers };

  app.get(
    routeUrl(leadSettingsResource),
    {
      config: accessFor(kit, 'read'),
      schema: {
        tags,
        summary: "A dealership's lead assignment and first-response SLA, and its advisors with their loads",
        querystring: leadSettingsQuery,
        response,
      },
    },
    async (request) => answer(await settingsOf(db, oneAgency(request.query.agency))),
  );

  app.put(
    routeUrl(leadSettingsResource),
    {
      config: accessFor(kit, 'update'),
      schema: {
        tags,
        summary: "Replace a dealership's lead assignment mode, first-response SLA and business hours",
        querystring: leadSettingsQuery,
        body: leadSettingsInput,
        response,
      },
    },
    async (request) => {
      const agencyId = oneAgency(request.query.agency);
      const settings = await writeTransaction(db, rules, async (tx) => {
        if ((await liveAgencyName(tx, agencyId)) === undefined) throw notFound();
        // Locked: round-robin turns of this dealership wait for the change, and see it.
        const before = await lockLeadSettings(tx, agencyId);
        const after = await saveLeadSettings(tx, agencyId, request.body);
        await audit(tx, request, {
          action: 'update',
          entity: 'lead_settings',
          entityId: agencyId,
          agencyId,
          before: audited(before),
          after: audited(after),
        });
        return settingsOf(tx, agencyId);
      });
      return answer(settings);
    },
  );

  app.put(
    routeUrl(leadSettingsResource, '/advisors/:user'),
    {
      config: accessFor(kit, 'update'),
      schema: {
        tags,
        summary: 'Mark an advisor of the dealership absent (automatic assignment skips them) or back',
        params: advisorParams,
        querystring: leadSettingsQuery,
        body: advisorAbsenceInput,
        response,
      },
    },
    async (request) => {
      const agencyId = oneAgency(request.query.agency);
      const { user } = request.params;
      const { absent } = request.body;
      const settings = await writeTransaction(db, rules, async (tx) => {
        if ((await liveAgencyName(tx, agencyId)) === undefined) throw notFound();
        const advisors = await leadAdvisorsOf(tx, [agencyId]);
        if (!advisors.some((advisor) => advisor.id === user)) {
          throw invalid({ user: ['lead_automation.advisor_invalid'] }, 'lead_automation.advisor_invalid');
        }
        if (await setAdvisorAbsence(tx, agencyId, user, absent)) {
          await audit(tx, request, {
            action: absent ? 'absent' : 'present',
            entity: 'lead_advisor',
            entityId: user,
            agencyId,
            before: { absent: !absent },
            after: { absent },
          });
        }
        return settingsOf(tx, agencyId);
      });
      return answer(settings);
    },
  );
};
