/** What `/find-cars` calls besides its list: the offer of a vehicle to an alert's buyer. */
import { type AlertOfferInput, alertOfferAnswer, type BuyerAlert, buyerAlertResource } from '@vitrina/shared';
import { api } from '../../lib/api-client';

export type { BuyerAlert };

/** Sends the offer; answers what to tell the user. */
export async function offerVehicle(agency: number, alertId: number, input: AlertOfferInput): Promise<string> {
  const { data } = await api.post(`${buyerAlertResource.api}/${alertId}/offers`, input, {
    params: { agency },
  });
  return alertOfferAnswer.parse(data).message;
}
