import { assign, emit, enqueueActions, setup } from 'xstate';
import type { LoginData } from '../../shared/generated/api/account.schema';
import { constants } from '../../shared/config/constants';
import { matchLanguage } from '../../shared/i18n';
import { validateAgreement } from '../../shared/rules/agreement';
import { validateEmail } from '../../shared/rules/email';
import type { RuleResult } from '../../shared/rules/rule-result';
import { validateVerificationCode } from '../../shared/rules/verification-code';
import { suppliedByApp } from '../required';

/** The signed-in session kept locally (spec §3 User session). */
export interface StoredSession {
  token: string;
  /** The per-session signing key from the login response's sign header. */
  signKey: string;
  email: string;
  userNo: string;
  kycStatus: LoginData['kycStatus'];
}

export interface SessionInput {
  stored?: StoredSession;
  /** The e-mail last used, kept even after logout to pre-fill the login. */
  storedEmail?: string;
  language?: string;
}

export interface SessionContext {
  session: StoredSession | undefined;
  email: string;
  agreed: boolean;
  language: string;
}

export type SessionEvent =
  | { type: 'email.change'; email: string }
  | { type: 'agreement.toggle' }
  | { type: 'code.send' }
  | { type: 'login.submit'; code: string }
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.dismiss' }
  /** The API error policy ended the session (spec §4 Session return codes). */
  | { type: 'session.end' }
  /** An e-mail arrived in a link (spec §1). */
  | { type: 'link.email'; email: string }
  | { type: 'language.change'; language: string };

export type SessionEmitted =
  | { type: 'session.save'; session: StoredSession }
  | { type: 'session.clear' }
  | { type: 'email.save'; email: string }
  | { type: 'language.save'; language: string }
  | { type: 'invalid'; messageKey: string; params: Record<string, string> }
  | { type: 'code.sent'; email: string };

export interface LoginAnswer {
  data: LoginData;
  /** The login response headers token and sign (spec §3). */
  token: string;
  signKey: string;
}

function failure(result: RuleResult): { messageKey: string; params: Record<string, string> } | undefined {
  return result.valid ? undefined : { messageKey: result.messageKey, params: result.params };
}

/**
 * The user session (spec §1, §4 Session, §5 login rules): e-mail and six-digit code with the
 * agreement tick, the token saved on success, logout after a confirm, a link e-mail that differs
 * from the stored one logs out and is stored, and the language kept for the session.
 */
export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    input: SessionInput;
    events: SessionEvent;
    emitted: SessionEmitted;
  },
  actors: {
    sendCode: suppliedByApp<null, { email: string }>('sendCode'),
    login: suppliedByApp<LoginAnswer, { email: string; code: string }>('login'),
    logout: suppliedByApp<null, void>('logout'),
  },
  guards: {
    signedIn: ({ context }) => context.session !== undefined,
    canSendCode: ({ context }) => validateEmail(context.email).valid && context.agreed,
    canLogin: ({ context, event }) =>
      event.type === 'login.submit' && validateVerificationCode(event.code).valid && context.agreed && validateEmail(context.email).valid,
    linkEmailDiffers: ({ context, event }) =>
      event.type === 'link.email' && event.email.trim().toLowerCase() !== (context.session?.email ?? context.email).trim().toLowerCase(),
    supportedLanguage: ({ event }) => event.type === 'language.change' && matchLanguage(event.language) !== undefined,
  },
  actions: {
    reportInvalid: emit(({ context, event }) => {
      const problem =
        failure(validateEmail(context.email)) ??
        failure(validateAgreement(context.agreed)) ??
        (event.type === 'login.submit' ? failure(validateVerificationCode(event.code)) : undefined);
      if (!problem) throw new Error('reportInvalid with valid input');
      return { type: 'invalid' as const, ...problem };
    }),
    clearSession: enqueueActions(({ enqueue }) => {
      enqueue.assign({ session: undefined });
      enqueue.emit({ type: 'session.clear' });
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.stored,
    email: input.stored?.email ?? input.storedEmail ?? '',
    agreed: false,
    language: matchLanguage(input.language) ?? constants.defaultLanguage,
  }),
  initial: 'start',
  on: {
    'link.email': {
      guard: 'linkEmailDiffers',
      target: '.signedOut',
      actions: [
        'clearSession',
        assign({ email: ({ event }) => event.email.trim() }),
        emit(({ event }) => ({ type: 'email.save' as const, email: event.email.trim() })),
      ],
    },
    'language.change': {
      guard: 'supportedLanguage',
      actions: [
        assign({ language: ({ context, event }) => matchLanguage(event.language) ?? context.language }),
        emit(({ context }) => ({ type: 'language.save' as const, language: context.language })),
      ],
    },
  },
  states: {
    start: {
      always: [{ guard: 'signedIn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'enteringEmail',
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.email }) },
        'agreement.toggle': { actions: assign({ agreed: ({ context }) => !context.agreed }) },
      },
      states: {
        enteringEmail: {
          on: {
            'code.send': [{ guard: 'canSendCode', target: 'sendingCode' }, { actions: 'reportInvalid' }],
          },
        },
        sendingCode: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'enteringCode', actions: emit(({ context }) => ({ type: 'code.sent' as const, email: context.email })) },
            onError: 'enteringEmail',
          },
        },
        enteringCode: {
          on: {
            'code.send': [{ guard: 'canSendCode', target: 'sendingCode' }, { actions: 'reportInvalid' }],
            'login.submit': [{ guard: 'canLogin', target: 'loggingIn' }, { actions: 'reportInvalid' }],
          },
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context, event }) => ({ email: context.email, code: event.type === 'login.submit' ? event.code : '' }),
            onDone: {
              target: '#session.signedIn',
              actions: [
                assign({
                  session: ({ event }) => ({ token: event.output.token, signKey: event.output.signKey, ...event.output.data }),
                  email: ({ event }) => event.output.data.email,
                }),
                emit(({ context }) => {
                  if (!context.session) throw new Error('login without a session');
                  return { type: 'session.save' as const, session: context.session };
                }),
              ],
            },
            onError: 'enteringCode',
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'session.end': { target: 'signedOut', actions: 'clearSession' },
      },
      states: {
        idle: { on: { 'logout.request': 'confirmingLogout' } },
        confirmingLogout: {
          on: { 'logout.confirm': 'loggingOut', 'logout.dismiss': 'idle' },
        },
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            // The local session ends even when the server cannot be told.
            onDone: { target: '#session.signedOut', actions: 'clearSession' },
            onError: { target: '#session.signedOut', actions: 'clearSession' },
          },
        },
      },
    },
  },
});
