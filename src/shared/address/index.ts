export { addressFormatNames, addressFormats } from './address-formats';
export { explorerAddressUrl, explorerTxUrl, networkByCode, networksConfig } from './networks';
export { isNameServiceName, validateAddress, validateRefundAddress } from './validate-address';
export { validateMemo } from './validate-memo';
