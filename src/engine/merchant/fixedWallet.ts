import { networkByCode } from '../../shared/address/networks';
import { validateAddress } from '../../shared/address/validate-address';
import { validateMemo } from '../../shared/address/validate-memo';
import type { MerchantQueryInfo } from '../../shared/generated/api/merchant.schema';

/**
 * The browser checks a merchant link's fixed address and memo with the same rules as the
 * server, so a server that skipped them still never hands the payment step a bad address. Its
 * checksum code is heavy, so the docking loads this module only for a link that fixes a wallet.
 */
export function fixedWalletValid(info: MerchantQueryInfo): boolean {
  if (info.address === undefined && info.memo === undefined) return true;
  const network = info.network === undefined ? undefined : networkByCode(info.network);
  if (!network) return false;
  return (info.address === undefined || validateAddress(network, info.address, info.crypto).valid) && validateMemo(network, info.memo ?? '').valid;
}
