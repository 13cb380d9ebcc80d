import type { AddressFormat } from '../generated/networks.schema';
import { isBitcoinAddress, isDogecoinAddress, isLitecoinAddress } from './bitcoin-family';
import { isEip55Address } from './evm';
import { isSolanaAddress } from './solana';
import { isStellarAddress } from './stellar';
import { isTonAddress } from './ton';
import { isTronAddress } from './tron';
import { isXrpAddress } from './xrp';

/** The checksum check behind each addressFormat name networks.json may use. */
export const addressFormats: Record<AddressFormat, (value: string) => boolean> = {
  bitcoin: isBitcoinAddress,
  litecoin: isLitecoinAddress,
  dogecoin: isDogecoinAddress,
  'evm-eip55': isEip55Address,
  'base58check-tron': isTronAddress,
  solana: isSolanaAddress,
  xrp: isXrpAddress,
  ton: isTonAddress,
  stellar: isStellarAddress,
};

/** Every addressFormat name this code can check (the config check refuses others). */
export const addressFormatNames = Object.keys(addressFormats) as AddressFormat[];
