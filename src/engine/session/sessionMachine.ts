import { assign, emit, enqueueActions, setup } from 'xstate';
import type { LoginData } from '../../shared/generated/api/account.schema';
import { constants } from '../../shared/config/constants';
import { matchLanguage } from '../../shared/i18n';
import { validateAgreement } from '../../shared/rules/agreement';
import { validateEmail } from '../../shared/rules/email';
import type { RuleResult } from '../../shared/rules/rule-result';
import { validateVerificationCode } from '../../shared/rules/verification-code';
import { navigate, type NavigateIntent } from '../intents';
import { suppliedByApp } from '../required';

/** The signed-in session kept locally (product §3 User session). */
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
  /** The language kept for the session (the last choice). */
  language?: string;
  /** A link's ?language=, which wins over the kept choice (product §1). */
  linkLanguage?: string;
}

export interface SessionContext {
  session: StoredSession | undefined;
  /** The e-mail as typed; it is trimmed when checked and sent. */
  email: string;
  agreed: boolean;
  /** The verification code as typed. */
  code: string;
  /** A code was asked for: the e-mail step's problems show from then on. */
  emailChecked: boolean;
  /** A login was tried: the code's problem shows from then on. */
  codeChecked: boolean;
  /** The server's words refusing the code (wrong, used up, expired), shown at the code field. */
  codeRefusal: string | undefined;
  /** Epoch ms from which another code may be asked for (product §5 verificationCodeResendGapMs). */
  resendAt: number | undefined;
  language: string;
}

export type SessionEvent =
  | { type: 'email.change'; email: string }
  | { type: 'agreement.toggle' }
  | { type: 'code.change'; code: string }
  | { type: 'code.send' }
  | { type: 'login.submit' }
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.dismiss' }
  /** The API error policy ended the session (product §4 Session return codes). */
  | { type: 'session.end' }
  /** An e-mail arrived in a link (product §1). */
  | { type: 'link.email'; email: string }
  | { type: 'language.change'; language: string };

export type SessionEmitted =
  | { type: 'session.save'; session: StoredSession }
  | { type: 'session.clear' }
  | { type: 'email.save'; email: string }
  | { type: 'language.save'; language: string }
  | { type: 'invalid'; field: 'email' | 'agreement' | 'code'; messageKey: string; params: Record<string, string> }
  | { type: 'code.sent'; email: string }
  | { type: 'code.refused'; message: string }
  | NavigateIntent;

export interface LoginAnswer {
  data: LoginData;
  /** The login response headers token and sign (product §3). */
  token: string;
  signKey: string;
}

/**
 * Thrown by the app's login actor when the server refused the code itself (wrong, used up,
 * expired): the message, in the server's words, shows at the code field. Any other refusal is the
 * API error policy's to tell (a toast).
 */
export class CodeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodeRefused';
  }
}

/** The e-mail step's rules (product §5): an x@y.z e-mail and the agreement tick. */
export function emailStepProblems(context: Pick<SessionContext, 'email' | 'agreed'>): { email: RuleResult; agreement: RuleResult } {
  return { email: validateEmail(context.email.trim()), agreement: validateAgreement(context.agreed) };
}

/** The code step's rule (product §5): six digits. */
export function codeProblem(context: Pick<SessionContext, 'code'>): RuleResult {
  return validateVerificationCode(context.code);
}

function firstProblem(context: SessionContext, withCode: boolean): Extract<SessionEmitted, { type: 'invalid' }> | undefined {
  const step = emailStepProblems(context);
  const checks = [['email', step.email], ['agreement', step.agreement], ...(withCode ? [['code', codeProblem(context)] as const] : [])] as const;
  for (const [field, result] of checks) {
    if (!result.valid) return { type: 'invalid', field, messageKey: result.messageKey, params: result.params };
  }
  return undefined;
}

/** The form of the sign-in left as a new one: a next login needs the tick again. */
const signedOutForm = { agreed: false, code: '', emailChecked: false, codeChecked: false, codeRefusal: undefined, resendAt: undefined } as const;

/**
 * The user session (product §1, §4 Session, §5 login rules): e-mail and six-digit code with the
 * agreement tick, the token saved on success, logout after a confirm, a link e-mail that differs
 * from the stored one logs out and is stored, and the language kept for the session (default en-US).
 * A code belongs to the e-mail it was sent to with the tick: changing either goes back to the e-mail step.
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
    canSendCode: ({ context }) => firstProblem(context, false) === undefined,
    canLogin: ({ context }) => firstProblem(context, true) === undefined,
    codeRefused: (_, failure: { error: unknown }) => failure.error instanceof CodeRefused,
    emailDiffers: ({ context, event }) => event.type === 'email.change' && event.email.trim() !== context.email.trim(),
    linkEmailDiffers: ({ context, event }) =>
      event.type === 'link.email' && event.email.trim().toLowerCase() !== (context.session?.email ?? context.email).trim().toLowerCase(),
    supportedLanguage: ({ event }) => event.type === 'language.change' && matchLanguage(event.language) !== undefined,
  },
  actions: {
    reportInvalid: emit(({ context, event }) => {
      const problem = firstProblem(context, event.type === 'login.submit');
      if (!problem) throw new Error('reportInvalid with valid input');
      return problem;
    }),
    setEmail: assign({ email: ({ context, event }) => (event.type === 'email.change' ? event.email : context.email) }),
    clearSession: enqueueActions(({ enqueue }) => {
      enqueue.assign({ session: undefined, ...signedOutForm });
      enqueue.emit({ type: 'session.clear' });
    }),
    codeSent: enqueueActions(({ enqueue, context }) => {
      enqueue.assign({ resendAt: () => Date.now() + constants.verificationCodeResendGapMs });
      enqueue.emit({ type: 'code.sent', email: context.email.trim() });
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.stored,
    email: input.stored?.email ?? input.storedEmail ?? '',
    ...signedOutForm,
    language: matchLanguage(input.linkLanguage) ?? matchLanguage(input.language) ?? constants.defaultLanguage,
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
        'email.change': { actions: 'setEmail' },
        'agreement.toggle': { actions: assign({ agreed: ({ context }) => !context.agreed }) },
      },
      states: {
        enteringEmail: {
          on: {
            'code.send': [
              { guard: 'canSendCode', target: 'sendingCode', actions: assign({ emailChecked: true }) },
              { actions: [assign({ emailChecked: true }), 'reportInvalid'] },
            ],
          },
        },
        sendingCode: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'enteringCode', actions: 'codeSent' },
            // Refused (the API client has toasted why) or cancelled: the e-mail step stays.
            onError: 'enteringEmail',
          },
        },
        enteringCode: {
          on: {
            'email.change': { guard: 'emailDiffers', target: 'enteringEmail', actions: ['setEmail', assign(signedOutForm)] },
            'agreement.toggle': { target: 'enteringEmail', actions: assign({ agreed: false }) },
            'code.change': { actions: assign({ code: ({ event }) => event.code, codeRefusal: undefined }) },
            'code.send': [{ guard: 'canSendCode', target: 'resendingCode' }, { actions: 'reportInvalid' }],
            'login.submit': [
              { guard: 'canLogin', target: 'loggingIn', actions: assign({ codeChecked: true, codeRefusal: undefined }) },
              { actions: [assign({ codeChecked: true }), 'reportInvalid'] },
            ],
          },
        },
        resendingCode: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'enteringCode', actions: 'codeSent' },
            // The code already sent still works.
            onError: 'enteringCode',
          },
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ email: context.email.trim(), code: context.code }),
            onDone: {
              target: '#session.signedIn',
              actions: [
                assign({
                  session: ({ event }) => ({ token: event.output.token, signKey: event.output.signKey, ...event.output.data }),
                  email: ({ event }) => event.output.data.email,
                  code: '',
                }),
                emit(({ context }) => {
                  if (!context.session) throw new Error('login without a session');
                  return { type: 'session.save' as const, session: context.session };
                }),
              ],
            },
            onError: [
              {
                guard: { type: 'codeRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'enteringCode',
                actions: [
                  assign({ codeRefusal: ({ event }) => (event.error instanceof Error ? event.error.message : undefined) }),
                  emit(({ context }) => ({ type: 'code.refused' as const, message: context.codeRefusal ?? '' })),
                ],
              },
              // Another refusal is told by the API error policy; a cancelled login is no answer.
              { target: 'enteringCode' },
            ],
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
            // The local session ends even when the server cannot be told; the user goes home.
            onDone: { target: '#session.signedOut', actions: ['clearSession', emit(navigate('index', { replace: true }))] },
            onError: { target: '#session.signedOut', actions: ['clearSession', emit(navigate('index', { replace: true }))] },
          },
        },
      },
    },
  },
});
