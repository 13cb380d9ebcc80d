import type { ApiClient } from '../../../api/client';
import { kycDisabled } from '../../../api/endpoints/kyc';
import { ApiCancelled, ApiFailure } from '../../../api/unwrap';
import type { TradeGate } from '../../../engine/buy/buyStartMachine';
import { errorEntryByCode } from '../../../shared/config/errors';

/**
 * POST /kyc/kycDisabled before a buy or a sale, as the start machines read it: true 'kycLoginNeeded',
 * false 'open', the accountRisk refusal (40207, already shown by the API client) 'accountRisk'. Any
 * other failure throws, as unwrap does, for the machine's own fallback.
 */
export async function readTradeGate(api: ApiClient, signal?: AbortSignal): Promise<TradeGate> {
  const result = await kycDisabled(api, signal);
  if (result.kind === 'ok') return result.data ? 'kycLoginNeeded' : 'open';
  if (result.kind === 'cancelled') throw new ApiCancelled();
  if (errorEntryByCode(result.code)?.name === 'accountRisk') return 'accountRisk';
  throw new ApiFailure(result);
}
