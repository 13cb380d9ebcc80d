import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { spyActor } from '../../../tests/helpers/machineKit';
import { CodeRefused, sessionMachine, type LoginAnswer, type SessionInput, type StoredSession } from './sessionMachine';

const stored: StoredSession = { token: 't-1', signKey: 'k-1', email: 'ana@example.com', userNo: 'U1', kycStatus: 'none' };

function start(input: SessionInput = {}, options: { logoutFails?: boolean; loginFails?: Error; sendFails?: boolean } = {}) {
  const sendCode = vi.fn(async () => {
    if (options.sendFails) throw new Error('offline');
    return null;
  });
  const login = vi.fn(async (): Promise<LoginAnswer> => {
    if (options.loginFails) throw options.loginFails;
    return { token: 't-2', signKey: 'k-2', data: { email: 'bo@example.com', userNo: 'U2', kycStatus: 'waiting' } };
  });
  const logout = vi.fn(async () => {
    if (options.logoutFails) throw new Error('offline');
    return null;
  });
  const actor = createActor(sessionMachine.provide({ actors: { sendCode: spyActor(sendCode), login: spyActor(login), logout: spyActor(logout) } }), { input });
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
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'invalid', field: 'email', messageKey: 'validation.email.invalid', params: {} });
    expect(actor.getSnapshot().context.emailChecked).toBe(true);
  });

  it('requires the agreement tick before the code is sent', () => {
    const { actor, sendCode, emitted } = start();
    actor.send({ type: 'email.change', email: 'bo@example.com' });
    actor.send({ type: 'code.send' });
    expect(sendCode).not.toHaveBeenCalled();
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'invalid', field: 'agreement', messageKey: 'validation.agreement.required', params: {} });
  });

  it('logs in with the e-mail and the six-digit code and saves the token', async () => {
    const { actor, sendCode, login, emitted } = start();
    actor.send({ type: 'email.change', email: 'bo@example.com' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    expect(sendCode).toHaveBeenCalledExactlyOnceWith({ email: 'bo@example.com' }, expect.any(AbortSignal));
    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'login.submit' });
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
    actor.send({ type: 'code.change', code: '12345' });
    actor.send({ type: 'login.submit' });
    expect(login).not.toHaveBeenCalled();
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'invalid', field: 'code', messageKey: 'validation.code.invalid', params: { length: '6' } });
    expect(actor.getSnapshot().context.codeChecked).toBe(true);
  });

  it('requires the agreement tick at login too: unticking it after the code was sent goes back to the e-mail step', async () => {
    const { actor, login } = start({ storedEmail: 'bo@example.com' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    actor.send({ type: 'agreement.toggle' });
    expect(actor.getSnapshot().matches({ signedOut: 'enteringEmail' })).toBe(true);
    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'login.submit' });
    expect(login).not.toHaveBeenCalled();
  });

  it('goes back to the e-mail step when the e-mail changes after the code was sent to another one', async () => {
    const { actor } = start({ storedEmail: 'bo@example.com' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    actor.send({ type: 'email.change', email: 'bo@example.com ' });
    expect(actor.getSnapshot().matches({ signedOut: 'enteringCode' })).toBe(true);
    actor.send({ type: 'email.change', email: 'cy@example.com' });
    expect(actor.getSnapshot().matches({ signedOut: 'enteringEmail' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'cy@example.com', agreed: false });
  });

  it('sends the trimmed e-mail and keeps the code step when a resend fails', async () => {
    const { actor, sendCode, emitted } = start({ storedEmail: ' bo@example.com ' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    expect(sendCode).toHaveBeenCalledExactlyOnceWith({ email: 'bo@example.com' }, expect.any(AbortSignal));
    expect(emitted).toHaveBeenCalledWith({ type: 'code.sent', email: 'bo@example.com' });
    expect(actor.getSnapshot().context.resendAt).toBeGreaterThan(Date.now());
    sendCode.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().matches({ signedOut: 'resendingCode' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
  });

  it("shows the server's refusal of the code at the code field until the code is edited", async () => {
    const { actor, emitted } = start({ storedEmail: 'bo@example.com' }, { loginFails: new CodeRefused('Wrong verification code, attempts left: 4.') });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    actor.send({ type: 'code.change', code: '000000' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    expect(actor.getSnapshot().context.codeRefusal).toBe('Wrong verification code, attempts left: 4.');
    expect(emitted).toHaveBeenCalledWith({ type: 'code.refused', message: 'Wrong verification code, attempts left: 4.' });
    actor.send({ type: 'code.change', code: '00000' });
    expect(actor.getSnapshot().context.codeRefusal).toBeUndefined();
  });

  it('shows nothing at the code field for another refusal or a cancelled login', async () => {
    const { actor, emitted } = start({ storedEmail: 'bo@example.com' }, { loginFails: new DOMException('route changed', 'AbortError') });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'enteringCode' }));
    expect(actor.getSnapshot().context.codeRefusal).toBeUndefined();
    expect(emitted).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'code.refused' }));
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

  it('clears the session after the confirmed logout, even when the server cannot be told, and goes home', async () => {
    const { actor, logout, emitted } = start({ stored }, { logoutFails: true });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(logout).toHaveBeenCalledOnce();
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([{ type: 'session.clear' }, { type: 'navigate', route: 'index', replace: true }]);
    expect(actor.getSnapshot().context.session).toBeUndefined();
  });

  it('clears the session when the API error policy ends it, and asks for the agreement tick again at the next login', () => {
    const { actor, emitted } = start({ stored });
    actor.send({ type: 'session.end' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'session.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ agreed: false, email: 'ana@example.com' });
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

  it("starts in a link's language over the one kept for the session", () => {
    expect(start({ language: 'vi', linkLanguage: 'es' }).actor.getSnapshot().context.language).toBe('es');
    expect(start({ language: 'vi', linkLanguage: 'fr' }).actor.getSnapshot().context.language).toBe('vi');
  });

  it('ignores a language the product does not support', () => {
    const { actor, emitted } = start({ language: 'vi' });
    actor.send({ type: 'language.change', language: 'fr' });
    expect(actor.getSnapshot().context.language).toBe('vi');
    expect(emitted).not.toHaveBeenCalled();
  });
});
