import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectHost, notifyHost } from './hostMessages';
import { hostOriginOf, linkQuery } from './linkQuery';

afterEach(() => connectHost(undefined));

describe('messages to the host page', () => {
  it('sends versioned gangway messages to the merchant origin only', () => {
    const post = vi.fn();
    connectHost({ origin: 'https://shop.example', post });
    notifyHost('orderCreated', { orderNo: 'S1', side: 'sell' });
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { source: 'gangway', version: 1, type: 'orderCreated', payload: { orderNo: 'S1', side: 'sell' } },
      'https://shop.example',
    );
  });

  it('says nothing when no merchant host is connected', () => {
    const post = vi.fn();
    connectHost({ origin: 'https://shop.example', post });
    connectHost(undefined);
    notifyHost('close', {});
    expect(post).not.toHaveBeenCalled();
  });
});

describe('merchant links', () => {
  it('reads parameters from the page query and the hash query, the hash winning', () => {
    expect(linkQuery({ search: '?appId=m1&language=es', hash: '#/index?language=vi&showTable=1' })).toEqual({ appId: 'm1', language: 'vi', showTable: '1' });
  });

  it("takes the host origin from the checked redirect URL, never '*'", () => {
    expect(hostOriginOf('https://shop.example/done?x=1')).toBe('https://shop.example');
    expect(hostOriginOf(undefined)).toBeUndefined();
    expect(hostOriginOf('not a url')).toBeUndefined();
    expect(hostOriginOf('data:text/html,hi')).toBeUndefined();
  });
});

describe('order events to the host page', () => {
  it('sends each order event once per order, however often a screen reports it', () => {
    const post = vi.fn();
    connectHost({ origin: 'https://shop.example', post });
    notifyHost('orderCompleted', { orderNo: 'B1', side: 'buy' });
    notifyHost('orderCompleted', { orderNo: 'B1', side: 'buy' });
    notifyHost('orderCompleted', { orderNo: 'B2', side: 'buy' });
    notifyHost('orderFailed', { orderNo: 'B1', side: 'buy', status: 'failed' });
    expect(post.mock.calls.map(([message]) => [message.type, message.payload.orderNo])).toEqual([
      ['orderCompleted', 'B1'],
      ['orderCompleted', 'B2'],
      ['orderFailed', 'B1'],
    ]);
  });

  it('repeats close and resize, which are not order events', () => {
    const post = vi.fn();
    connectHost({ origin: 'https://shop.example', post });
    notifyHost('close', { orderNo: 'B1' });
    notifyHost('close', { orderNo: 'B1' });
    notifyHost('resize', { height: 600 });
    notifyHost('resize', { height: 600 });
    expect(post).toHaveBeenCalledTimes(4);
  });
});
