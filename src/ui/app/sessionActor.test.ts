import type { i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { ApiClient, ApiRequest, ApiResult } from '../../api/client';
import { decisionFor } from '../../api/errorPolicy';
import { behaviourFor, errorEntryByName } from '../../shared/config/errors';
import type { Navigator } from '../router/navigator';
import { createLoginReturnStore } from '../state/loginReturn';
import { createSessionActor } from './sessionActor';
import { memoryStorage } from '../../../tests/helpers/memoryStorage';

function refused(name: string, message: string): ApiResult<never> {
  const { code } = errorEntryByName(name);
  const behaviour = behaviourFor(code);
  return { kind: 'error', code, message, behaviour, policy: decisionFor(behaviour, { code, message, isInHistory: false }) };
}

const ok = (data: unknown, headers: Record<string, string> = {}): ApiResult<never> => ({ kind: 'ok', data: data as never, headers });

function wire(answers: { login?: ApiResult<never> } = {}, stored: Record<string, string> = {}) {
  const calls: ApiRequest[] = [];
  const answer = async (request: ApiRequest): Promise<ApiResult<never>> => {
    calls.push(request);
    if (request.path === '/user/login') return answers.login ?? ok({ email: 'bo@example.com', userNo: 'U2', kycStatus: 'none' }, { token: 't-2', sign: 'k-2' });
    return ok(null);
  };
  const api = { request: answer, submit: (_action: string, request: ApiRequest) => answer(request) } as unknown as ApiClient;
  const i18n = {
    hasResourceBundle: () => true,
    addResourceBundle: vi.fn(),
    changeLanguage: vi.fn(async () => undefined),
    t: (key: string) => `t:${key}`,
  } as unknown as I18n;
  const local = memoryStorage(stored);
  const session = memoryStorage();
  const onPolicy = vi.fn();
  const navigate = vi.fn();
  const routing = { navigator: { navigate } as unknown as Navigator, loginReturn: createLoginReturnStore(session) };
  const actor = createSessionActor({ api: () => api, i18n: () => i18n, local, session, linkLanguage: null, onPolicy, routing });
  return { actor, calls, i18n, local, session, onPolicy, navigate };
}

async function sendCode(actor: ReturnType<typeof wire>['actor'], email = 'bo@example.com') {
  actor.send({ type: 'email.change', email });
  actor.send({ type: 'agreement.toggle' });
  actor.send({ type: 'code.send' });
  await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
}

describe('the app session actor', () => {
  it('logs in with the account calls and keeps the session in localStorage as { user }, and the e-mail for the session', async () => {
    const { actor, calls, local, session } = wire();
    await sendCode(actor);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/mail/sending', body: { email: 'bo@example.com' } });
    expect(session.getItem('gangway.pendingEmail')).toBe('bo@example.com');
    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(calls[1]).toMatchObject({ path: '/user/login', body: { email: 'bo@example.com', code: '123456' }, silent: true });
    expect(JSON.parse(local.getItem('gangway.session') ?? '{}')).toEqual({
      user: { token: 't-2', signKey: 'k-2', email: 'bo@example.com', userNo: 'U2', kycStatus: 'none' },
    });
  });

  it('starts signed in from the kept session, and a confirmed logout clears it and goes home', async () => {
    const user = { token: 't-1', signKey: 'k-1', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' };
    const { actor, calls, local, navigate } = wire({}, { 'gangway.session': JSON.stringify({ user }) });
    expect(actor.getSnapshot().context.session).toEqual(user);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(calls.map((call) => call.path)).toEqual(['/login/to-logout']);
    expect(JSON.parse(local.getItem('gangway.session') ?? '{}')).toEqual({ user: null });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('index', undefined, { replace: true });
  });

  it('puts a wrong code at the code field in the server words, and hands any other refusal to the error policy toast', async () => {
    const wrong = wire({ login: refused('codeWrong', 'Wrong verification code, attempts left: 4.') });
    await sendCode(wrong.actor);
    wrong.actor.send({ type: 'code.change', code: '000000' });
    wrong.actor.send({ type: 'login.submit' });
    await waitFor(wrong.actor, (snapshot) => snapshot.context.codeRefusal !== undefined);
    expect(wrong.actor.getSnapshot().context.codeRefusal).toBe('Wrong verification code, attempts left: 4.');
    expect(wrong.onPolicy).not.toHaveBeenCalled();

    const limited = refused('rateLimited', 'Too many requests');
    const other = wire({ login: limited });
    await sendCode(other.actor);
    other.actor.send({ type: 'code.change', code: '000000' });
    other.actor.send({ type: 'login.submit' });
    await waitFor(other.actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }) && other.onPolicy.mock.calls.length > 0);
    expect(other.onPolicy).toHaveBeenCalledExactlyOnceWith(limited.kind === 'error' ? limited.policy : undefined);
    expect(other.actor.getSnapshot().context.codeRefusal).toBeUndefined();
  });

  it('switches i18n to a language chosen for the session', async () => {
    const { actor, i18n } = wire();
    actor.send({ type: 'language.change', language: 'vi' });
    await vi.waitFor(() => expect(i18n.changeLanguage).toHaveBeenCalledExactlyOnceWith('vi'));
    // The rest of the language's strings came first, so the page never shows a raw key.
    expect(i18n.addResourceBundle).toHaveBeenCalledWith('vi', 'translation', expect.objectContaining({}), true, true);
  });
});
