import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { spyActor } from '../testing';
import { sessionMachine, type LoginAnswer, type SessionInput, type StoredSession } from './sessionMachine';

const stored: StoredSession = { token: 't-1', signKey: 'k-1', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' };

function start(input: SessionInput = {}, options: { logoutFails?: boolean } = {}) {
  const sendCode = vi.fn(async () => null);
  const login = vi.fn(async (): Promise<LoginAnswer> => ({ token: 't-2', signKey: 'k-2', data: { email: 'bo@example.com', userNo: 'U2', kycStatus: 'waiting' } }));
  const logout = vi.fn(async () => {
    if (options.logoutFails) throw new Error('offline');
    return null;
  });
  const actor = createActor(
    sessionMachine.provide({ actors: { sendCode: spyActor(sendCode), login: spyActor(login), logout: spyActor(logout) } }),
    { input },
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, sendCode, login, logout, emitted };
}

describe('session machine: login', () => {
  it('refuses to send a code to an e-mail that is not x@y.z', () => {
    const { actor, sendCode, emitted } = start();
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'email.change', email: 'bo@example' });
    actor.send({ type: 'code.send' });
    expect(sendCode).not.toHaveBeenCalled();
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'invalid', messageKey: 'validation.email.invalid', params: {} });
  });

  it('requires the agreement tick before the code is sent', () => {
    const { actor, sendCode, emitted } = start();
    actor.send({ type: 'email.change', email: 'bo@example.com' });
    actor.send({ type: 'code.send' });
    expect(sendCode).not.toHaveBeenCalled();
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'invalid', messageKey: 'validation.agreement.required', params: {} });
  });

  it('logs in with the e-mail and the six-digit code and saves the token', async () => {
    const { actor, sendCode, login, emitted } = start();
    actor.send({ type: 'email.change', email: 'bo@example.com' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    expect(sendCode).toHaveBeenCalledExactlyOnceWith({ email: 'bo@example.com' }, expect.any(AbortSignal));
    actor.send({ type: 'login.submit', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(login).toHaveBeenCalledExactlyOnceWith({ email: 'bo@example.com', code: '123456' }, expect.any(AbortSignal));
    const session = { token: 't-2', signKey: 'k-2', email: 'bo@example.com', userNo: 'U2', kycStatus: 'waiting' };
    expect(emitted).toHaveBeenCalledWith({ type: 'session.save', session });
    expect(actor.getSnapshot().context.session).toEqual(session);
  });

  it('refuses a code that is not six digits', async () => {
    const { actor, login, emitted } = start({ storedEmail: 'bo@example.com' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    emitted.mockClear();
    actor.send({ type: 'login.submit', code: '12345' });
    expect(login).not.toHaveBeenCalled();
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'invalid', messageKey: 'validation.code.invalid', params: { length: '6' } });
  });
});

describe('session machine: logout', () => {
  it('starts signed in from a stored session', () => {
    expect(start({ stored }).actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('asks for a confirm before logging out, and dismissing keeps the session', () => {
    const { actor, logout } = start({ stored });
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().matches({ signedIn: 'confirmingLogout' })).toBe(true);
    actor.send({ type: 'logout.dismiss' });
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(logout).not.toHaveBeenCalled();
  });

  it('clears the session after the confirmed logout, even when the server cannot be told', async () => {
    const { actor, logout, emitted } = start({ stored }, { logoutFails: true });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(logout).toHaveBeenCalledOnce();
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'session.clear' });
    expect(actor.getSnapshot().context.session).toBeUndefined();
  });

  it('clears the session when the API error policy ends it', () => {
    const { actor, emitted } = start({ stored });
    actor.send({ type: 'session.end' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'session.clear' });
  });
});

describe('session machine: link e-mail and language', () => {
  it('logs out and stores the new e-mail when a link carries a different e-mail', () => {
    const { actor, emitted } = start({ stored });
    actor.send({ type: 'link.email', email: 'other@example.com' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('other@example.com');
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([{ type: 'session.clear' }, { type: 'email.save', email: 'other@example.com' }]);
  });

  it('keeps the session when the link carries the stored e-mail', () => {
    const { actor, emitted } = start({ stored });
    actor.send({ type: 'link.email', email: 'ANA@example.com' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(emitted).not.toHaveBeenCalled();
  });

  it('defaults the language to en-US and keeps a supported choice for the session', () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().context.language).toBe('en-US');
    actor.send({ type: 'language.change', language: 'zh_HK' });
    expect(actor.getSnapshot().context.language).toBe('zh-HK');
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'language.save', language: 'zh-HK' });
  });

  it('ignores a language the product does not support', () => {
    const { actor, emitted } = start({ language: 'vi' });
    actor.send({ type: 'language.change', language: 'fr' });
    expect(actor.getSnapshot().context.language).toBe('vi');
    expect(emitted).not.toHaveBeenCalled();
  });
});
