import type { ApiClient } from '../../../api/client';
import { buyOrderDetails, deleteCard, payResult } from '../../../api/endpoints/buy';
import { unwrap } from '../../../api/unwrap';
import { apiCall } from '../provideFlow';

interface OrderNo {
  orderNo: string;
}

/** The machines' calls of src/api/endpoints/buy.ts. */
export function buyActors(api: ApiClient) {
  return {
    checkResult: apiCall(async (input: OrderNo, signal) => unwrap(await payResult(api, input.orderNo, signal))),
    loadBuyOrder: apiCall(async (input: OrderNo, signal) => unwrap(await buyOrderDetails(api, input.orderNo, signal))),
    checkOrder: apiCall(async (input: OrderNo, signal) => unwrap(await buyOrderDetails(api, input.orderNo, signal)).status),
    deleteCard: apiCall(async (input: { userCardId: string }) => unwrap(await deleteCard(api, input.userCardId))),
  };
}
