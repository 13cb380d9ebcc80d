import type { ApiClient } from '../client';
import type { DataOf } from '../dataOf';
import type {
  ActivityTimeResponse, ClientIpResponse, CryptoListQuery, CryptoListResponse, FiatListQuery, FiatListResponse, NetworkListQuery,
  NetworkListResponse, NoticeListResponse, SellNetworkQuery,
} from '../../shared/generated/api/lists.schema';
import type { EnvironmentResponse } from '../../shared/generated/api/operations.schema';

/** spec §7 Home and lists. */
export const noticeList = (api: ApiClient) => api.request<DataOf<NoticeListResponse>>({ method: 'GET', path: '/index/v2/notice/list' });

export const activityTime = (api: ApiClient) =>
  api.request<DataOf<ActivityTimeResponse>>({ method: 'GET', path: '/index/v2/activity/time' });

/** Whether the server runs sandbox providers: every page then shows the Sandbox marker. */
export const environment = (api: ApiClient) => api.request<DataOf<EnvironmentResponse>>({ method: 'GET', path: '/index/environment' });

export const clientIp = (api: ApiClient) => api.request<DataOf<ClientIpResponse>>({ method: 'GET', path: '/index/client/ip' });

export const fiatList = (api: ApiClient, query: FiatListQuery) =>
  api.request<DataOf<FiatListResponse>>({ method: 'GET', path: '/index/v2/world/fiat/list', query: { ...query } });

/** The paged crypto list of the search overlay with its popular and recent lists (spec §3 Lists). */
export const cryptoList = (api: ApiClient, query: CryptoListQuery) =>
  api.request<DataOf<CryptoListResponse>>({ method: 'GET', path: '/index/v2/crypto/list', query: { ...query } });

/** The networks of the offered cryptos as the home page reads them (spec §7 GET /index/v2/crypto/network/list). */
export const homeNetworkList = (api: ApiClient, query: NetworkListQuery = {}) =>
  api.request<DataOf<NetworkListResponse>>({ method: 'GET', path: '/index/v2/crypto/network/list', query: { ...query } });

export const networkList = (api: ApiClient, query: NetworkListQuery = {}) =>
  api.request<DataOf<NetworkListResponse>>({ method: 'GET', path: '/crypto/network/list', query: { ...query } });

export const sellNetworkList = (api: ApiClient, query: SellNetworkQuery) =>
  api.request<DataOf<NetworkListResponse>>({ method: 'GET', path: '/crypto/sell/network', query: { ...query } });
