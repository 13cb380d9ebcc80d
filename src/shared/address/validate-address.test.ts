import { describe, expect, it } from 'vitest';
import { networkByCode, networksConfig } from './networks';
import { isNameServiceName, validateAddress, validateRefundAddress } from './validate-address';

interface Vectors {
  valid: string[];
  /** Each matches the network's addressRegex, but one character differs from a real address. */
  wrongChecksum: string[];
  /** Fail the regex itself. */
  malformed: string[];
}

const evm = (a: string, b: string, wrongCase: string): Vectors => ({
  valid: [a, b, a.toLowerCase()],
  wrongChecksum: [wrongCase],
  malformed: [a.slice(0, -1), `${a}0`, a.slice(2), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
});

const vectors: Record<string, Vectors> = {
  BTC: {
    valid: [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    ],
    wrongChecksum: [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp',
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcq',
    ],
    malformed: ['LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvL', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdo', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', ''],
  },
  ETH: evm('0xdAC17F958D2ee523a2206206994597C13D831ec7', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', '0xdAC17F958D2ee523a2206206994597C13D831eC7'),
  BSC: evm('0x55d398326f99059fF775485246999027B3197955', '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', '0x55d398326f99059ff775485246999027B3197955'),
  POLYGON: evm('0xc2132D05D31c914a87C6611C10748AEb04B58e8F', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', '0xc2132D05D31c914a87C6611C10748AEb04B58e8f'),
  ARBITRUM: evm('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', '0xFD086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'),
  OPTIMISM: evm('0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', '0x94B008aA00579c1307B0EF2c499aD98a8ce58e58'),
  BASE: evm('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', '0x833589FCD6eDb6E08f4c7C32D4f71b54bdA02913'),
  AVAXC: evm('0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', '0x9702230a8Ea53601f5cD2dc00fDBc13d4dF4A8c7'),
  TRX: {
    valid: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'],
    wrongChecksum: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz9'],
    malformed: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', '0x55d398326f99059fF775485246999027B3197955', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
  },
  SOL: {
    valid: ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', '11111111111111111111111111111111'],
    // Solana keys carry no checksum: what catches a mangled key is that it no longer decodes to 32 bytes.
    wrongChecksum: ['z'.repeat(44), '1'.repeat(33)],
    malformed: ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  },
  XRP: {
    valid: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp'],
    wrongChecksum: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLj'],
    malformed: ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyT0'],
  },
  TON: {
    valid: [
      'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
      'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI',
      'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
      '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8',
    ],
    wrongChecksum: ['EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2M', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDt'],
    malformed: ['EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2', '1:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8'],
  },
  LTC: {
    valid: [
      'LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvL',
      'M8T1B2Z97gVdvmfkQcAtYbEepune1tzGua',
      'ltc1qc65xapvmpzqesmvajncddleww3gxuy7z7jku6g',
      'ltc1q8efhd0pekgttgw23xuracy68fj4vw6snjxk9l9',
    ],
    wrongChecksum: ['LdP8Qox1VAhCzLJNqrr74YovaWYyNBUWvM', 'ltc1qc65xapvmpzqesmvajncddleww3gxuy7z7jku6h'],
    malformed: ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  },
  DOGE: {
    valid: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'DBs4WcRE7eysKwRxHNX88XZVCQ9M6QSUSz', 'A6x4jjE7Mq7t3XHza2mPBg2GTBbnp6AANh'],
    wrongChecksum: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M', 'A6x4jjE7Mq7t3XHza2mPBg2GTBbnp6AANi'],
    malformed: ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7'],
  },
  XLM: {
    valid: ['GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN', 'GCKFBEIYV2U22IO2BJ4KVJOIP7XPWQGQFKKWXR6DOSJBV7STMAQSMTGG'],
    wrongChecksum: ['GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVM', 'GCKFBEIYV2U22IO2BJ4KVJOIP7XPWQGQFKKWXR6DOSJBV7STMAQSMTGH'],
    malformed: ['ga5zsejyb37jrc5avcia5mop4rhtm335x2kgx3ihojapp5re34k4kzvn', 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZV'],
  },
};

const codes = networksConfig.networks.map((network) => network.code);

describe('validateAddress', () => {
  it('has address vectors for every network in config/networks.json', () => {
    expect(Object.keys(vectors).sort()).toEqual([...codes].sort());
  });

  describe.each(codes)('on %s', (code) => {
    const network = networkByCode(code)!;
    const cases = vectors[code]!;

    it.each(cases.valid)('accepts the real address %s', (address) => {
      expect(validateAddress(network, address)).toEqual({ valid: true });
    });

    it.each(cases.wrongChecksum)('rejects %s, which matches the regex but fails the checksum', (address) => {
      expect(new RegExp(network.addressRegex, 'u').test(address)).toBe(true);
      expect(validateAddress(network, address)).toEqual({
        valid: false,
        messageKey: 'validation.address.invalid',
        params: { crypto: network.defaultCrypto },
      });
    });

    it.each(cases.malformed)('rejects the malformed value "%s"', (address) => {
      expect(validateAddress(network, address).valid).toBe(false);
    });
  });

  it('names the crypto the caller gives in its message', () => {
    expect(validateAddress(networkByCode('ETH')!, '0x123', 'USDC')).toEqual({
      valid: false,
      messageKey: 'validation.address.invalid',
      params: { crypto: 'USDC' },
    });
  });

  it('accepts every token contract, mint or issuer listed in config/networks.json on its network', () => {
    const contracts = networksConfig.networks.flatMap((network) =>
      (network.tokens ?? []).map((token) => ({ network: network.code, contract: token.contract })),
    );
    expect(contracts.length).toBeGreaterThan(10);
    for (const { network, contract } of contracts) {
      expect([network, contract, validateAddress(networkByCode(network)!, contract).valid]).toEqual([network, contract, true]);
    }
  });
});

describe('validateRefundAddress', () => {
  const tron = networkByCode('TRX')!;

  it("answers 'Invalid address.' for a value that is not an address on the refund network", () => {
    expect(validateRefundAddress(tron, '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toEqual({
      valid: false,
      messageKey: 'validation.address.refundInvalid',
      params: {},
    });
  });

  it('says an empty refund address is required, not that it is invalid', () => {
    expect(validateRefundAddress(tron, '')).toEqual({ valid: false, messageKey: 'validation.address.refundRequired', params: {} });
    expect(validateRefundAddress(tron, '   ')).toEqual({ valid: false, messageKey: 'validation.address.refundRequired', params: {} });
  });

  it('accepts a Tron address', () => {
    expect(validateRefundAddress(tron, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toEqual({ valid: true });
  });
});

describe('isNameServiceName', () => {
  it.each([
    ['ETH', 'vitalik.eth'],
    ['ETH', 'Brad.Crypto'],
    ['BSC', 'alice.bnb'],
    ['ARBITRUM', 'alice.arb'],
    ['BASE', 'pay.wallet.eth'],
    ['BTC', 'satoshi.x'],
  ])('treats %s name %s as a name to resolve', (code, name) => {
    expect(isNameServiceName(networkByCode(code)!, name)).toBe(true);
  });

  it.each([
    ['XRP', 'vitalik.eth'],
    ['BSC', 'alice.arb'],
    ['ETH', 'alice.bnb'],
    ['ETH', '.eth'],
    ['ETH', 'vitalik.com'],
    ['ETH', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  ])('does not treat %s value %s as a name', (code, name) => {
    expect(isNameServiceName(networkByCode(code)!, name)).toBe(false);
  });
});
