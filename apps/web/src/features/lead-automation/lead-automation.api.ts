/**
 * What the lead automation screen calls: one dealership's settings (`?agency=`, read and replaced
 * at one path), an advisor marked absent or back (answers the whole settings again), and the
 * dealership's API keys (listed from the shared definition, created once with the whole key in
 * the answer, revoked). Answers are checked against the shared schemas.
 */
import {
  type LeadApiKey,
  type LeadSettings,
  type LeadSettingsInput,
  leadApiKeyCreated,
  leadApiKeyResource,
  leadSettingsResource,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { keysOf } from '../../lib/query-keys';
import { resourceCalls } from '../../lib/resource-client';

export type { LeadApiKey, LeadSettings, LeadSettingsInput };
export type CreatedApiKey = LeadApiKey & { key: string };

const SETTINGS = leadSettingsResource.api;
const settingsOf = (answer: unknown) => leadSettingsResource.oneAnswer.parse(answer).data;

export const settingsKey = (agency: number) => keysOf(leadSettingsResource).detail(agency);

export async function fetchLeadSettings(agency: number, signal?: AbortSignal): Promise<LeadSettings> {
  const { data } = await api.get(SETTINGS, { params: { agency }, ...(signal ? { signal } : {}) });
  return settingsOf(data);
}

export async function saveLeadSettings(agency: number, input: LeadSettingsInput): Promise<LeadSettings> {
  const { data } = await api.put(SETTINGS, input, { params: { agency } });
  return settingsOf(data);
}

export async function setAdvisorAbsence(
  agency: number,
  user: number,
  absent: boolean,
): Promise<LeadSettings> {
  const { data } = await api.put(`${SETTINGS}/advisors/${user}`, { absent }, { params: { agency } });
  return settingsOf(data);
}

// API keys ---------------------------------------------------------------------------------------

const keyCalls = (agency: number) => resourceCalls(leadApiKeyResource, { query: { agency } });

/** A dealership has a handful of keys: one page of the most recent 100 is all of them. */
const ALL_KEYS: ListParams = { page: 1, limit: 100, filters: {} };

export const apiKeysKey = (agency: number) => keysOf(leadApiKeyResource).list(ALL_KEYS, { agency });

export async function fetchApiKeys(agency: number, signal?: AbortSignal): Promise<LeadApiKey[]> {
  return (await keyCalls(agency).list(ALL_KEYS, signal)).data;
}

/** The only answer that holds the whole key. */
export async function createApiKey(agency: number, name: string): Promise<CreatedApiKey> {
  const { data } = await api.post(leadApiKeyResource.api, { name }, { params: { agency } });
  return leadApiKeyCreated.parse(data).data;
}

export const revokeApiKey = (agency: number, id: number) => keyCalls(agency).remove(id);
