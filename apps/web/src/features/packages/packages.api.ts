/**
 * The one call the definitions do not give: the promotions screen pages through
 * `promotions/list`, since `GET promotions` is the spec §7 picker. Every other package and
 * promotion call is read from the shared definitions (lib/resource-client.ts).
 */
import { type Promotion, promotionResource } from '@vitrina/shared';
import type { ListParams } from '../../lib/list-params';
import { fetchList } from '../../lib/resource-api';

export const fetchPromotions = (params: ListParams, signal?: AbortSignal) =>
  fetchList<Promotion>(`${promotionResource.api}/list`, promotionResource.listAnswer, params, signal);
