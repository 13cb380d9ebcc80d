import type { ApiClient } from '../client';
import type { LoginData, LoginRequest, SendCodeRequest } from '../types';

/** spec §7 Account. */
export const sendMailCode = (api: ApiClient, body: SendCodeRequest) =>
  api.submit<null>('account.sendCode', { method: 'POST', path: '/mail/sending', body });

/** The token and the signing key come back as the response headers token and sign (spec §3). */
export const login = (api: ApiClient, body: LoginRequest) =>
  api.submit<LoginData>('account.login', { method: 'POST', path: '/user/login', body });

export const logout = (api: ApiClient) => api.request<null>({ method: 'POST', path: '/login/to-logout' });

export const freeCertification = (api: ApiClient) => api.request<unknown>({ method: 'GET', path: '/login/free/certification' });
