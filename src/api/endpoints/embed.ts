import type { ApiClient } from '../client';
import type { DataOf } from '../dataOf';
import type { HandoffBody, HandoffExchangeResponse, HandoffResponse } from '../../shared/generated/api/handoff.schema';

/** docs/embedding.md "Continuing in a new tab": a single-use token for one step of this session. */
export const issueHandoff = (api: ApiClient, body: HandoffBody) =>
  api.submit<DataOf<HandoffResponse>>('embed.handoff', { method: 'POST', path: '/embed/handoff', body });

/** The new tab's own session for the token (token and sign headers, as a login's); silent: the screen says why it failed. */
export const exchangeHandoff = (api: ApiClient, token: string) =>
  api.request<DataOf<HandoffExchangeResponse>>({ method: 'POST', path: '/embed/handoff/exchange', body: { token }, silent: true });
