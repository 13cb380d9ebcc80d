import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectHost, hostWindowOf, isFramed, notifyHost, watchContentHeight, type HostedWindow, type ResizeObserverFactory } from './hostMessages';
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

  it('says nothing when no merchant host is connected, and tells the caller so', () => {
    const post = vi.fn();
    connectHost({ origin: 'https://shop.example', post });
    connectHost(undefined);
    expect(notifyHost('close', {})).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});

/** A window as a host sees it: top-level unless framed, with or without an opener. */
function standIn({ framedBy, openedBy }: { framedBy?: object; openedBy?: object | null } = {}): HostedWindow {
  const win = { opener: openedBy ?? null } as { parent: unknown; opener: unknown };
  win.parent = framedBy ?? win;
  return win as HostedWindow;
}

describe('the host window', () => {
  it('is the parent of a framed checkout', () => {
    const parent = {};
    expect(hostWindowOf(standIn({ framedBy: parent }))).toBe(parent);
    expect(isFramed(standIn({ framedBy: parent }))).toBe(true);
  });

  it('is the opener of a popup, even a cross-origin one that is no Object of this realm', () => {
    // A cross-origin WindowProxy fails `instanceof Object`, as a null-prototype object does.
    const crossOriginOpener = Object.create(null) as object;
    expect(crossOriginOpener instanceof Object).toBe(false);
    expect(hostWindowOf(standIn({ openedBy: crossOriginOpener }))).toBe(crossOriginOpener);
    expect(isFramed(standIn({ openedBy: crossOriginOpener }))).toBe(false);
  });

  it('is none for a checkout opened on its own', () => {
    expect(hostWindowOf(standIn())).toBeUndefined();
  });
});

describe('the content height', () => {
  function fakeObserver() {
    let callback: (() => void) | undefined;
    const Observer = class {
      constructor(next: () => void) {
        callback = next;
      }
      observe() {}
      disconnect() {
        callback = undefined;
      }
    } as unknown as ResizeObserverFactory;
    return { Observer, fire: () => callback?.() };
  }

  it('reports every change of the rendered height, smaller as well as larger, once each', () => {
    let height = 812.2;
    const element = { getBoundingClientRect: () => ({ height }) } as Element;
    const { Observer, fire } = fakeObserver();
    const heights: number[] = [];
    const stop = watchContentHeight(element, (next) => heights.push(next), Observer);
    fire();
    fire();
    height = 540;
    fire();
    height = 900;
    fire();
    stop();
    height = 100;
    fire();
    expect(heights).toEqual([813, 540, 900]);
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
