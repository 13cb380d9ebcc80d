import { navigate, type NavigateIntent } from '../intents';

/** spec §4 Sell start: Continue goes to the e-mail login and returns, or to the sell form when signed in. */
export function sellStartIntent(signedIn: boolean): NavigateIntent {
  return signedIn ? navigate('sellFormUserInfo') : navigate('emailCode', { origin: 'sell' });
}
