import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../../api/client';
import { errorEntryByName } from '../../../shared/config/errors';
import { readTradeGate } from './tradeGate';

const answering = (result: ApiResult<unknown>) => ({ request: async () => result }) as unknown as ApiClient;
const refusal = (name: string) => {
  const entry = errorEntryByName(name);
  return { kind: 'error', code: entry.code, message: '', behaviour: entry.behaviour, policy: { kind: 'none' } } as ApiResult<unknown>;
};

describe('the trade gate before a buy or a sale (/kyc/kycDisabled)', () => {
  it('reads data true as a KYC login, false as open', async () => {
    expect(await readTradeGate(answering({ kind: 'ok', data: true, headers: {} }))).toBe('kycLoginNeeded');
    expect(await readTradeGate(answering({ kind: 'ok', data: false, headers: {} }))).toBe('open');
  });

  it("tells the account-at-risk refusal apart from the KYC login: 'This account is at risk and cannot trade now.'", async () => {
    expect(await readTradeGate(answering(refusal('accountRisk')))).toBe('accountRisk');
  });

  it('throws any other failure and a cancellation, for the machine to decide', async () => {
    await expect(readTradeGate(answering(refusal('systemError')))).rejects.toThrow('API 99999');
    await expect(readTradeGate(answering({ kind: 'cancelled' }))).rejects.toMatchObject({ name: 'AbortError' });
  });
});
