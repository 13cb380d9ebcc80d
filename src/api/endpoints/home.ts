import type { ApiClient } from '../client';
import type { DataOf } from '../dataOf';
import type {
  CryptoListQuery,
  CryptoListResponse,
  FiatListQuery,
  FiatListResponse,
  NetworkListQuery,
  NetworkListResponse,
  NoticeListResponse,
} from '../../shared/generated/api/lists.schema';
import type { EnvironmentResponse } from '../../shared/generated/api/operations.schema';

/** product §7 Home and lists. */
export const noticeList = (api: ApiClient) => api.request<DataOf<NoticeListResponse>>({ method: 'GET', path: '/index/v2/notice/list' });

/** Whether the server runs sandbox providers: every page then shows the Sandbox marker. */
export const environment = (api: ApiClient) => api.request<DataOf<EnvironmentResponse>>({ method: 'GET', path: '/index/environment' });

export const fiatList = (api: ApiClient, query: FiatListQuery) =>
  api.request<DataOf<FiatListResponse>>({ method: 'GET', path: '/index/v2/world/fiat/list', query: { ...query } });

/** The paged crypto list of the search overlay with its popular and recent lists (product §3 Lists). */
export const cryptoList = (api: ApiClient, query: CryptoListQuery) =>
  api.request<DataOf<CryptoListResponse>>({ method: 'GET', path: '/index/v2/crypto/list', query: { ...query } });

export const networkList = (api: ApiClient, query: NetworkListQuery = {}) =>
  api.request<DataOf<NetworkListResponse>>({ method: 'GET', path: '/crypto/network/list', query: { ...query } });
