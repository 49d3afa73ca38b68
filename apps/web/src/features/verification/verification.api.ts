/** AutoCheck's calls beyond the list: verify, retry a report, and whether the provider is configured. */
import {
  type Verification,
  type VerificationInput,
  verificationProviderAnswer,
  verificationResource,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';

const path = verificationResource.api;

export async function fetchProviderConfigured(agency: number, signal?: AbortSignal): Promise<boolean> {
  const { data } = await api.get(`${path}/provider`, { params: { agency }, ...(signal ? { signal } : {}) });
  return verificationProviderAnswer.parse(data).data.configured;
}

export async function verify(input: VerificationInput): Promise<Verification> {
  const { data } = await api.post(path, input);
  return verificationResource.oneAnswer.parse(data).data;
}

export async function retryVerification(id: number): Promise<Verification> {
  const { data } = await api.post(`${path}/${id}/retry`);
  return verificationResource.oneAnswer.parse(data).data;
}
