import type { ApiClient } from '../../../api/client';
import { logout, sendMailCode } from '../../../api/endpoints/account';
import { unwrap } from '../../../api/unwrap';
import { apiCall } from '../provideFlow';

/** The session machine's account calls (src/api/endpoints/account.ts); the login stays with the session actor, which reads its headers. */
export function accountActors(api: () => ApiClient) {
  return {
    sendCode: apiCall(async (input: { email: string }) => {
      unwrap(await sendMailCode(api(), input));
      return null;
    }),
    logout: apiCall(async () => {
      unwrap(await logout(api()));
      return null;
    }),
  };
}
