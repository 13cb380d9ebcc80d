import { payResult } from '../../../api/endpoints/buy';
import type { ApiClient } from '../../../api/client';
import type { PayResult } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

/** What GET /pay/result/check answers (server: services/pay payResultOf). */
interface PayResultAnswer {
  result: PayResult['status'];
  resultCode: string | null;
}

/** Adapter from the server's answer to the engine's PayResult (spec §4 buy result views). */
export async function checkPayResult(api: ApiClient, orderNo: string, signal?: AbortSignal): Promise<PayResult> {
  const answer = unwrap(await payResult(api, orderNo, signal)) as unknown as PayResultAnswer;
  return answer.resultCode ? { status: answer.result, code: answer.resultCode } : { status: answer.result };
}
