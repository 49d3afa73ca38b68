/** The auctions' calls: what a dealership sees and bids, and the administrators' cancel. */
import {
  auctionResource,
  type BidInput,
  bidAnswer,
  type LiveAuction,
  type LiveAuctionDetail,
  liveAuctionResource,
} from '@vitrina/shared';
import { api } from '../../lib/api-client';

export const auctionKeys = {
  live: (agency: number) => ['active-auctions', 'list', agency] as const,
  one: (id: number, agency: number) => ['active-auctions', 'one', id, agency] as const,
};

export async function fetchLiveAuctions(agency: number, signal?: AbortSignal): Promise<LiveAuction[]> {
  const { data } = await api.get(liveAuctionResource.api, {
    params: { agency, limit: 100 },
    ...(signal ? { signal } : {}),
  });
  return liveAuctionResource.listAnswer.parse(data).data;
}

export async function fetchLiveAuction(id: number, agency: number, signal?: AbortSignal) {
  const { data } = await api.get(`${liveAuctionResource.api}/${id}`, {
    params: { agency },
    ...(signal ? { signal } : {}),
  });
  return liveAuctionResource.oneAnswer.parse(data).data as LiveAuctionDetail;
}

export async function placeBid(id: number, input: BidInput) {
  const { data } = await api.post(`${liveAuctionResource.api}/${id}/bids`, input);
  return bidAnswer.parse(data);
}

export async function cancelAuction(id: number): Promise<void> {
  await api.post(`${auctionResource.api}/${id}/cancel`);
}

export const auctionGalleryPath = (id: number) => `${auctionResource.api}/${id}`;
export const auctionPath = (id: number) => liveAuctionResource.screens.detail.replace(':id', String(id));
