import type { Behaviour, ErrorsConfig } from '../shared/generated/errors.schema';
import { behaviourFor, errorEntryByCode, errorsConfig } from '../shared/config/errors';
import { constants } from '../shared/config/constants';
import { routeByName } from '../shared/config/routes';

/** What the app does with a failed call (product §4 Session, §8). A decision, never a DOM effect. */
export type PolicyDecision =
  | { kind: 'toast'; message: string; messageKey: string; durationMs: number }
  | { kind: 'logout'; route: string; query?: Record<string, string> }
  | { kind: 'accountDisabled'; route: string }
  | { kind: 'none' };

export interface PolicyInput {
  code: string;
  /** The server's returnMsg, already in the user's language; empty when the server sent none. */
  message: string;
  /** True while the user is on the order history (product §4: 70006/70008 then return there). */
  isInHistory: boolean;
}

/** Route names the policy sends to; the UI resolves them with routePath(name). */
export const policyRoutes = { login: 'emailCode', accountDisabled: 'accountsDisabled' } as const;

/** A query value a route of config/routes.json declares; a missing one is a configuration error. */
function declaredQueryValue(routeName: string, queryName: string): string {
  const value = routeByName(routeName)?.query.find((query) => query.name === queryName)?.values?.[0];
  if (value === undefined) throw new Error(`config/routes.json: route "${routeName}" declares no value of query "${queryName}"`);
  return value;
}

/** product §2: /emailCode?fromName=tradeList returns to the history after login (the value is config/routes.json's). */
export const historyReturnQuery = { fromName: declaredQueryValue(policyRoutes.login, 'fromName') } as const;

/** Shown when a toast has no server message and the code has no message of its own. */
export const genericMessageKey = 'errors.generic';

export function decisionFor(behaviour: Behaviour, input: PolicyInput, config: ErrorsConfig = errorsConfig): PolicyDecision {
  switch (behaviour) {
    case 'toast':
      return {
        kind: 'toast',
        message: input.message,
        messageKey: errorEntryByCode(input.code, config)?.messageKey ?? genericMessageKey,
        durationMs: constants.toastMs,
      };
    case 'logout':
      return { kind: 'logout', route: policyRoutes.login };
    case 'logoutHistoryAware':
      return input.isInHistory
        ? { kind: 'logout', route: policyRoutes.login, query: { ...historyReturnQuery } }
        : { kind: 'logout', route: policyRoutes.login };
    case 'accountDisabled':
      return { kind: 'accountDisabled', route: policyRoutes.accountDisabled };
    case 'caller':
      return { kind: 'none' };
  }
}

/** The error policy of product §8, read from config/errors.json. */
export function errorPolicy(input: PolicyInput, config: ErrorsConfig = errorsConfig): PolicyDecision {
  return decisionFor(behaviourFor(input.code, config), input, config);
}
