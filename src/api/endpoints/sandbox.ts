import type { ApiClient } from '../client';
import type { DataOf } from '../dataOf';
import type { EmptyEnvelope } from '../../shared/generated/api/common.schema';

/**
 * The sandbox actions (docs/sandbox.md): what a scheme's payment notice and the chain's deposit
 * notice do in production. A production server does not serve them.
 */
export const markOrderPaid = (api: ApiClient, orderNo: string) =>
  api.request<DataOf<EmptyEnvelope>>({ method: 'POST', path: `/sandbox/orders/${encodeURIComponent(orderNo)}/paid`, body: {} });
