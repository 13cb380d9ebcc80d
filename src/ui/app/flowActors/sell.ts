import type { ApiClient } from '../../../api/client';
import { confirmSellOrder, requestSellRefund, updateSellOrderAccount } from '../../../api/endpoints/sell';
import { unwrap } from '../../../api/unwrap';
import type { ConfirmSellBody, RefundQuery } from '../../../shared/generated/api/sell.schema';
import { apiCall } from '../provideFlow';

/**
 * The machines' calls of src/api/endpoints/sell.ts. The sell order machine reads the order again
 * after each: their answers are not its business.
 */
export function sellActors(api: ApiClient) {
  return {
    confirmOrder: apiCall<unknown, { orderNo: string }>(async (input) => unwrap(await confirmSellOrder(api, input.orderNo))),
    updateAccount: apiCall<unknown, Required<ConfirmSellBody>>(async (input) => unwrap(await updateSellOrderAccount(api, input))),
    requestRefund: apiCall<unknown, RefundQuery>(async (input) => unwrap(await requestSellRefund(api, input))),
  };
}
