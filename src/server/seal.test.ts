import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal';

const key = randomBytes(32);

describe('seal', () => {
  it('opens what it sealed, with the same key and row, and hides the text', () => {
    const sealed = seal(key, '{"accountNumber":"31926819"}', 'payout_accounts/A1');
    expect(sealed).not.toContain('31926819');
    expect(unseal(key, sealed, 'payout_accounts/A1')).toBe('{"accountNumber":"31926819"}');
  });

  it('seals the same text differently each time (a fresh nonce)', () => {
    expect(seal(key, 'same', 'row')).not.toBe(seal(key, 'same', 'row'));
  });

  it('refuses a value sealed for another row, under another key, altered or with a cut tag', () => {
    const sealed = seal(key, 'secret', 'payout_accounts/A1');
    const refusal = 'the sealed value of payout_accounts/A2 does not open with DATA_KEY: another key sealed it, or it was altered';
    expect(() => unseal(key, sealed, 'payout_accounts/A2')).toThrow(refusal);
    expect(() => unseal(randomBytes(32), sealed, 'payout_accounts/A1')).toThrow(/does not open with DATA_KEY/);
    const [version, nonce, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => unseal(key, [version, nonce, flipped.toString('base64url'), tag].join('.'), 'payout_accounts/A1')).toThrow(/does not open/);
    expect(() => unseal(key, [version, nonce, body, tag.slice(0, 6)].join('.'), 'payout_accounts/A1')).toThrow(/does not open/);
    expect(() => unseal(key, 'plain text', 'payout_accounts/A1')).toThrow('a sealed value of payout_accounts/A1 is not in the v1 format');
  });
});
