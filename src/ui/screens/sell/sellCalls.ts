import type { ApiClient } from '../../../api/client';
import { createSellOrder, payoutAccountList, refundPageData, savePayoutAccount, sellOrder } from '../../../api/endpoints/sell';
import type { ApiResult } from '../../../api/client';
import type { CreateSellOrderBody } from '../../../shared/generated/api/sell.schema';
import type { PayoutAccount, PayoutAccountBody } from '../../../shared/generated/api/payout.schema';
import type { RefundOffer } from '../../../shared/generated/api/sell.schema';
import type { SellOrderView } from '../history/orderViews';

/** A saved payout account as the server lists it: sensitive fields masked (spec §9). */
export type SavedPayoutAccount = PayoutAccount;

/** The USDT refund offer of a failed payout (GET /trade/sell/refund/page/data). */
export type { RefundOffer };

// The endpoint helpers of src/api type these answers as unknown; the casts name the generated
// response types of schemas/api (sell, payout).
function as<T>(result: ApiResult<unknown>): ApiResult<T> {
  return result as ApiResult<T>;
}

export const loadSellOrderView = async (api: ApiClient, orderNo: string, signal?: AbortSignal) => as<SellOrderView>(await sellOrder(api, orderNo, signal));

export const loadPayoutAccounts = async (api: ApiClient, query: { alpha2: string; payWayCode: string }) =>
  as<SavedPayoutAccount[]>(await payoutAccountList(api, query));

export const savePayout = async (api: ApiClient, body: PayoutAccountBody) => as<SavedPayoutAccount>(await savePayoutAccount(api, { ...body }));

export const placeSellOrder = async (api: ApiClient, body: CreateSellOrderBody) => as<SellOrderView>(await createSellOrder(api, { ...body }));

export const loadRefundOffer = async (api: ApiClient, orderNo: string) => as<RefundOffer>(await refundPageData(api, orderNo));
