import type { ApiClient } from '../client';
import type { DataOf } from '../dataOf';
import type { LoginBody, LoginResponse, OutboxQuery, OutboxResponse, SendCodeBody } from '../../shared/generated/api/account.schema';
import type { EmptyEnvelope } from '../../shared/generated/api/common.schema';

/** product §7 Account. */
export const sendMailCode = (api: ApiClient, body: SendCodeBody) =>
  api.submit<DataOf<EmptyEnvelope>>('account.sendCode', { method: 'POST', path: '/mail/sending', body });

/**
 * The token and the signing key come back as the response headers token and sign (product §3).
 * silent: the caller shows the refusal itself (the code screen, at its field); session decisions still apply.
 */
export const login = (api: ApiClient, body: LoginBody, silent = false) =>
  api.submit<DataOf<LoginResponse>>('account.login', { method: 'POST', path: '/user/login', body, silent });

export const logout = (api: ApiClient) => api.request<DataOf<EmptyEnvelope>>({ method: 'POST', path: '/login/to-logout' });

/** The development outbox (docs/sandbox.md): mails the sandbox sent; absent on a production server. */
export const devOutbox = (api: ApiClient, query: OutboxQuery, silent = false) =>
  api.request<DataOf<OutboxResponse>>({ method: 'GET', path: '/dev/outbox', query: { ...query }, silent });
