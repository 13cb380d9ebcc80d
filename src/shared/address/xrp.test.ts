import { describe, expect, it } from 'vitest';
import { isXrpAddress } from './xrp';

describe('isXrpAddress', () => {
  it('accepts the genesis account and ACCOUNT_ONE', () => {
    expect(isXrpAddress('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(true);
    expect(isXrpAddress('rrrrrrrrrrrrrrrrrrrrBZbvji')).toBe(true);
  });

  it('rejects a Bitcoin address, which uses the other base58 alphabet', () => {
    expect(isXrpAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
  });

  it('rejects an X-address, which this checkout does not take (the destination tag goes in the memo)', () => {
    expect(isXrpAddress('X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ')).toBe(false);
  });
});
