/** The commercial offer's calls: the offer of a type for a dealership, and an upgrade request. */
import {
  COMMERCIAL_OFFERS,
  type CommercialOffer,
  type OfferType,
  offerAnswer,
  type UpgradeRequestInput,
  upgradeRequestCreated,
  upgradeRequestResource,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';

export async function fetchOffer(
  type: OfferType,
  agency: number,
  signal?: AbortSignal,
): Promise<CommercialOffer> {
  const { data } = await api.get(COMMERCIAL_OFFERS[type].api, {
    params: { agency },
    ...(signal ? { signal } : {}),
  });
  return offerAnswer.parse(data).data;
}

/** Sends the request; answers what to tell the user. */
export async function requestUpgrade(type: OfferType, input: UpgradeRequestInput): Promise<string> {
  const { data } = await api.post(`${COMMERCIAL_OFFERS[type].api}/upgrade-requests`, input);
  return upgradeRequestCreated.parse(data).message;
}

export async function handleUpgradeRequest(id: number): Promise<void> {
  await api.post(`${upgradeRequestResource.api}/${id}/handle`);
}
