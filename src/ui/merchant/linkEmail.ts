import type { SessionEvent, StoredSession } from '../../engine/session/sessionMachine';

/** What the link e-mail path needs of the app's session actor (services.sessionActor). */
export interface LinkEmailSession {
  getSnapshot(): { context: { session: StoredSession | undefined }; can(event: SessionEvent): boolean };
  send(event: SessionEvent): void;
}

export interface LinkEmailDeps {
  sessionActor: LinkEmailSession;
  /** POST /login/to-logout for the current session (product §7); the local session ends even when it fails. */
  serverLogout: () => Promise<unknown>;
}

export type LinkEmailOutcome = 'loggedOut' | 'prefilled' | 'unchanged';

/**
 * Product §1 "an e-mail in a link that differs from the stored e-mail logs the current user out and
 * stores the new one": the session machine's link.email event decides and does it (its
 * linkEmailDiffers rule); this path first tells the server, while the request can still be signed
 * with the ending session. Never logs anyone in. mayLogOut is true only for the e-mail of an
 * accepted, signed merchant link; a plain link's e-mail only pre-fills the login of a visitor who
 * is not signed in (docs/embedding.md), so no third-party link can end a session.
 */
export async function applyLinkEmail(deps: LinkEmailDeps, email: string, mayLogOut: boolean): Promise<LinkEmailOutcome> {
  const snapshot = deps.sessionActor.getSnapshot();
  const user = snapshot.context.session;
  const event: SessionEvent = { type: 'link.email', email };
  if ((user && !mayLogOut) || !snapshot.can(event)) return 'unchanged';
  if (user) await deps.serverLogout().catch(() => undefined);
  deps.sessionActor.send(event);
  return user ? 'loggedOut' : 'prefilled';
}
