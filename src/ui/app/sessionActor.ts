import type { i18n as I18n } from 'i18next';
import { createActor, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { login } from '../../api/endpoints/account';
import type { PolicyDecision } from '../../api/errorPolicy';
import { failureOf } from '../../api/unwrap';
import { CodeRefused, sessionMachine, type LoginAnswer } from '../../engine/session/sessionMachine';
import { languageStorageKey } from '../i18n/language';
import { switchLanguage } from '../i18n/setupI18n';
import { accountActors } from './flowActors/account';
import { provideFlow } from './provideFlow';
import { followNavigateEvents, type FollowServices } from './followIntent';
import { codeRefusalOf } from '../screens/login/codeRefusal';
import { pendingEmail, rememberPendingEmail } from '../state/pendingEmail';
import { loadStoredSession, saveStoredSession, type SessionActor } from '../state/session';

export interface SessionActorDeps {
  /** The API client; read when a call is made (the client itself signs with this session). */
  api: () => ApiClient;
  /** The i18next instance, once set up in the session's language. */
  i18n: () => I18n;
  /** Keeps the signed-in session across visits (localStorage). */
  local: Storage;
  /** Keeps the e-mail for the login and the language for the browser session (sessionStorage). */
  session: Storage | undefined;
  /** A link's ?language= (product §1). */
  linkLanguage: string | null;
  /** The language the server rendered the page in: the session's when it kept none. */
  pageLanguage?: string;
  /** A login refused for another reason than the code keeps its config/errors.json toast. */
  onPolicy: (decision: PolicyDecision) => void;
  /** Where the machine's navigate events go. */
  routing: FollowServices;
}

/**
 * The app's one session actor (product §1, §4 Session): the engine's session machine with the real
 * account calls, its session kept in localStorage, the login e-mail and the language kept for the
 * browser session. Screens send it events and render its state.
 */
export function createSessionActor(deps: SessionActorDeps): SessionActor {
  const machine = provideFlow(sessionMachine, {
    ...accountActors(deps.api),
    login: fromPromise<LoginAnswer, { email: string; code: string }>(async ({ input }) => {
      const result = await login(deps.api(), input, true);
      if (result.kind !== 'ok') {
        const refused = codeRefusalOf(result, (key) => deps.i18n().t(key));
        if (refused.kind === 'field') throw new CodeRefused(refused.message);
        if (refused.kind === 'policy') deps.onPolicy(refused.decision);
        throw failureOf(result);
      }
      // The token and the signing key come back as the token and sign headers (product §3).
      const { token, sign } = result.headers;
      if (!token || !sign) throw new Error('login answered without the token and sign headers');
      return { data: result.data, token, signKey: sign };
    }),
  });
  const actor = createActor(machine, {
    input: {
      stored: loadStoredSession(deps.local),
      storedEmail: deps.session ? pendingEmail(deps.session) : undefined,
      language: deps.session?.getItem(languageStorageKey) ?? deps.pageLanguage,
      linkLanguage: deps.linkLanguage ?? undefined,
    },
  });
  actor.on('session.save', (event) => saveStoredSession(deps.local, event.session));
  actor.on('session.clear', () => saveStoredSession(deps.local, null));
  actor.on('email.save', (event) => deps.session && rememberPendingEmail(deps.session, event.email));
  actor.on('code.sent', (event) => deps.session && rememberPendingEmail(deps.session, event.email));
  actor.on('language.save', (event) => void switchLanguage(deps.i18n(), event.language));
  followNavigateEvents(actor, deps.routing);
  actor.start();
  return actor;
}
