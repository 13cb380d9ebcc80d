import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../../api/client';
import type { Handoff } from '../../../shared/generated/api/handoff.schema';
import { memoryStorage } from '../../../../tests/helpers/memoryStorage';
import { embedCapabilities } from './embedCapabilities';
import { continueInNewTab, handoffUrl } from './newTab';
import { takeHandoff } from './takeHandoff';

const issueHandoff = vi.hoisted(() => vi.fn());
vi.mock('../../../api/endpoints/embed', () => ({ issueHandoff }));

afterEach(() => issueHandoff.mockReset());

const token = 'T'.repeat(43);
const issued: ApiResult<Handoff> = { kind: 'ok', data: { token, expiresAt: 1 }, headers: {} };
const services = { api: {} as ApiClient, sessionActor: { getSnapshot: () => ({ context: { language: 'vi' } }) } } as unknown as Parameters<
  typeof continueInNewTab
>[0];

function frame(open: () => unknown) {
  const session = memoryStorage({ 'gangway.buyDraft': '{"orderNo":"B1"}', 'gangway.kycLevel': '2', 'gangway.language': 'vi', 'gangway.other': 'x' });
  return { open: vi.fn(open), sessionStorage: session, location: { origin: 'https://checkout.example', pathname: '/' } } as unknown as Window;
}

describe('continue in a new tab', () => {
  it('opens the tab on the click, before asking for the token, then sends it to the step with no opener', async () => {
    const tab = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    const win = frame(() => tab);
    issueHandoff.mockImplementation(async () => {
      expect(win.open).toHaveBeenCalledExactlyOnceWith('', '_blank');
      return issued;
    });
    const outcome = await continueInNewTab(services, win, { route: 'applePay', orderNo: 'B1' });
    expect(outcome).toEqual({ kind: 'opened', url: `https://checkout.example/#/handoff?token=${token}` });
    expect(issueHandoff).toHaveBeenCalledExactlyOnceWith(services.api, {
      route: 'applePay',
      orderNo: 'B1',
      language: 'vi',
      sessionState: { 'gangway.buyDraft': '{"orderNo":"B1"}', 'gangway.kycLevel': '2' },
    });
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).toHaveBeenCalledExactlyOnceWith(`https://checkout.example/#/handoff?token=${token}`);
    expect(embedCapabilities.get().allows.popups).toBe(true);
  });

  it('gives the link to open by hand when no tab opened, and closes the tab when no token came', async () => {
    issueHandoff.mockResolvedValue(issued);
    expect(
      await continueInNewTab(
        services,
        frame(() => null),
        { route: 'idProof' },
      ),
    ).toEqual({ kind: 'blocked', url: `https://checkout.example/#/handoff?token=${token}` });
    expect(embedCapabilities.get().allows.popups).toBe(false);
    const tab = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    issueHandoff.mockResolvedValue({ kind: 'error', code: '10001', message: '', behaviour: 'toast', policy: { kind: 'none' } });
    expect(
      await continueInNewTab(
        services,
        frame(() => tab),
        { route: 'idProof' },
      ),
    ).toEqual({ kind: 'failed' });
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('keeps the token in the fragment, which no Referer and no server log carries', () => {
    expect(handoffUrl({ origin: 'https://checkout.example', pathname: '/pay/' }, token)).toBe(`https://checkout.example/pay/#/handoff?token=${token}`);
  });
});

describe('the new tab taking the step over', () => {
  it('keeps the session, only the carried keys and the language, and answers the step on the same order', () => {
    const win = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };
    const address = takeHandoff(
      win,
      { token: 'tk', signKey: 'sk' },
      {
        login: { email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' },
        route: 'applePay',
        orderNo: 'B1',
        language: 'es',
        sessionState: { 'gangway.buyDraft': '{"orderNo":"B1"}', 'gangway.session': 'forged' },
      },
    );
    expect(address).toBe('#/applePay?orderNo=B1');
    expect(JSON.parse(win.localStorage.getItem('gangway.session') ?? '')).toEqual({
      user: { token: 'tk', signKey: 'sk', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' },
    });
    expect(win.sessionStorage.getItem('gangway.buyDraft')).toBe('{"orderNo":"B1"}');
    expect(win.sessionStorage.getItem('gangway.session')).toBeNull();
    expect(win.sessionStorage.getItem('gangway.language')).toBe('es');
  });
});
