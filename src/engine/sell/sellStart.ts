import { navigate, type NavigateIntent } from '../intents';

/** The sell form of config/routes.json, where a visitor comes back to after the login (spec §4 Sell start). */
export const sellFormRoute = 'sellFormUserInfo';

/** spec §4 Sell start: Continue goes to the e-mail login and returns, or to the sell form when signed in. */
export function sellStartIntent(signedIn: boolean): NavigateIntent {
  return signedIn ? navigate(sellFormRoute) : navigate('emailCode', { origin: 'sell' });
}
