import type { ApiClient } from '../client';
import type { ClientIp, CryptoItem, CryptoList, CryptoListQuery, FiatList, FiatListQuery, Notice } from '../types';

/** spec §7 Home and lists. */
export const noticeList = (api: ApiClient) => api.request<Notice[]>({ method: 'GET', path: '/index/v2/notice/list' });

export const activityTime = (api: ApiClient) => api.request<unknown>({ method: 'GET', path: '/index/v2/activity/time' });

export const clientIp = (api: ApiClient) => api.request<ClientIp>({ method: 'GET', path: '/index/client/ip' });

export const fiatList = (api: ApiClient, query: FiatListQuery) =>
  api.request<FiatList>({ method: 'GET', path: '/index/v2/world/fiat/list', query: { ...query } });

export const cryptoList = (api: ApiClient, query: CryptoListQuery) =>
  api.request<CryptoList>({ method: 'GET', path: '/index/v2/crypto/network/list', query: { ...query } });

export const networkList = (api: ApiClient, crypto?: string) =>
  api.request<CryptoItem[]>({ method: 'GET', path: '/crypto/network/list', query: { crypto } });

export const sellNetworkList = (api: ApiClient, crypto?: string) =>
  api.request<CryptoItem[]>({ method: 'GET', path: '/crypto/sell/network', query: { crypto } });
