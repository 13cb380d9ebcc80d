import { getAddress, isAddress } from 'viem';
import type { Db } from '../../../store/db';
import { toBaseUnits } from './amounts';
import type { EvmNetwork } from './evm-networks';
import { ChainRequestError, type DeliveryRequest } from './seam';
import { insertTransfer } from './transfers-store';

/**
 * Queues one transfer per order and purpose (the idempotency key): the amount in the token's base
 * units exactly, the recipient checksummed. The same request again answers the transfer already
 * queued; the same key with another recipient, crypto or amount is refused, never sent twice.
 */
export async function queueTransfer(db: Db, network: EvmNetwork, from: string, request: DeliveryRequest, now: number): Promise<{ reference: string }> {
  const asset = network.assets.find((candidate) => candidate.crypto === request.crypto);
  if (!asset) throw new ChainRequestError(`${request.crypto} is not carried on ${network.code} (networks.json tokens, assets.json)`);
  // A mixed-case address must pass its EIP-55 checksum (a lower-case one carries none); stored checksummed.
  if (!isAddress(request.to)) throw new ChainRequestError(`${JSON.stringify(request.to)} is not an address on ${network.code}`);
  const to = getAddress(request.to);
  const units = toBaseUnits(request.amount, asset.decimals);
  if (units <= 0n) throw new ChainRequestError(`amount ${request.amount} is not above zero`);
  const transfer = await insertTransfer(
    db,
    {
      order_no: request.orderNo,
      purpose: request.purpose,
      network: network.code,
      crypto: asset.crypto,
      token_contract: asset.kind === 'erc20' ? asset.contract : null,
      from_address: from,
      to_address: to,
      amount: request.amount,
      base_units: units.toString(),
    },
    now,
  );
  if (transfer.network !== network.code || transfer.crypto !== asset.crypto || transfer.to_address !== to || BigInt(transfer.base_units) !== units) {
    throw new ChainRequestError(
      `order ${request.orderNo} already has a ${request.purpose} transfer (${transfer.id}) of ${transfer.amount} ${String(transfer.crypto)} to ${transfer.to_address} on ${transfer.network}`,
    );
  }
  return { reference: String(transfer.id) };
}
