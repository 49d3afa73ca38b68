/** The postal-code lookup of spec §7, through the one API client, checked against the shared schema. */
import { SEPOMEX_SEARCH_PATH, type SepomexSearchAnswer, sepomexSearchAnswer } from '@vitrina/shared';
import { api } from '../../lib/api-client';

export async function searchPostalCode(code: string, signal?: AbortSignal): Promise<SepomexSearchAnswer> {
  const { data } = await api.post(SEPOMEX_SEARCH_PATH, { postal_code: code }, signal ? { signal } : {});
  return sepomexSearchAnswer.parse(data);
}
