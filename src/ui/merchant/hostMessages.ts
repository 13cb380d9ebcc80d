/**
 * The versioned postMessage contract between an embedded checkout and its host page
 * (docs/embedding.md). Messages go only to the merchant's own origin, never to '*', so order
 * numbers cannot leak to a page that framed the checkout without being the merchant.
 */
export const hostMessageSource = 'gangway';
export const hostMessageVersion = 1;

export interface HostMessagePayloads {
  /** The checkout has docked: the merchant link was accepted. */
  ready: { appId: string; merchantType: string | undefined };
  orderCreated: { orderNo: string; side: 'buy' | 'sell' };
  orderCompleted: { orderNo: string; side: 'buy' | 'sell' };
  orderFailed: { orderNo: string; side: 'buy' | 'sell'; status: string };
  /** The user asked to go back to the merchant. */
  close: { orderNo?: string };
  /** The content height changed; the host may resize the iframe to it. */
  resize: { height: number };
  /** The merchant link was refused, and why (docs/embedding.md "Why a link is refused"). */
  'link.refused': { appId: string | undefined; reason: string; field?: string };
  /** What the frame or webview the checkout runs in does not allow (docs/embedding.md "Embedding in a frame"). */
  'embed.capabilities': EmbedCapabilitiesPayload;
}

/** The embed.capabilities payload: the host learns what its frame is missing. */
export interface EmbedCapabilitiesPayload {
  framed: boolean;
  /** A known in-app browser (config/constants.json inAppWebviews), or null. */
  webview: string | null;
  /** Capabilities the frame does not allow: camera, payment, popups, clipboard, storage. */
  missing: string[];
  /** Capabilities that cannot be known before the user acts (popups). */
  unknown: string[];
}

export type HostMessageType = keyof HostMessagePayloads;

export type HostMessage = {
  [K in HostMessageType]: { source: typeof hostMessageSource; version: typeof hostMessageVersion; type: K; payload: HostMessagePayloads[K] };
}[HostMessageType];

/** Where messages go: the host window (parent or opener) and the one origin allowed to read them. */
export interface HostTarget {
  post: (message: HostMessage, targetOrigin: string) => void;
  origin: string;
}

let target: HostTarget | undefined;
/** Order events already sent: a screen that renders again, or is visited again, does not repeat them. */
const sentOrderEvents = new Set<string>();

/** Starts (or stops, with undefined) talking to the host page; docking calls this once the link is accepted. */
export function connectHost(next: HostTarget | undefined): void {
  target = next;
  sentOrderEvents.clear();
}

type OrderEventType = 'orderCreated' | 'orderCompleted' | 'orderFailed';
const orderEventTypes: ReadonlySet<HostMessageType> = new Set<OrderEventType>(['orderCreated', 'orderCompleted', 'orderFailed']);

function orderEventKey(type: HostMessageType, payload: HostMessagePayloads[HostMessageType]): string | undefined {
  if (!orderEventTypes.has(type)) return undefined;
  const { orderNo, side } = payload as HostMessagePayloads[OrderEventType];
  return `${type}:${side}:${orderNo}`;
}

/**
 * Sends a message to the host page; without a docked merchant host it does nothing. Each order
 * event (orderCreated, orderCompleted, orderFailed) goes at most once per order. True when a host
 * is connected to hear it.
 */
export function notifyHost<K extends HostMessageType>(type: K, payload: HostMessagePayloads[K]): boolean {
  if (!target) return false;
  const key = orderEventKey(type, payload);
  if (key !== undefined) {
    if (sentOrderEvents.has(key)) return true;
    sentOrderEvents.add(key);
  }
  target.post(hostMessage(type, payload), target.origin);
  return true;
}

/** A message of the contract, for the one place that posts without a docked host (a refused link). */
export function hostMessage<K extends HostMessageType>(type: K, payload: HostMessagePayloads[K]): HostMessage {
  return { source: hostMessageSource, version: hostMessageVersion, type, payload } as HostMessage;
}

/** The window properties the host is found by (a Window, or a stand-in in tests). */
export type HostedWindow = Pick<Window, 'parent' | 'opener'>;

/**
 * The window that embedded (iframe: parent) or opened (popup: opener) the checkout, if any. A
 * cross-origin parent or opener is a WindowProxy from another realm, so only identity and null are
 * tested, never instanceof.
 */
export function hostWindowOf(win: HostedWindow): Window | undefined {
  if (isFramed(win)) return win.parent;
  const opener: unknown = win.opener;
  return opener !== null && opener !== undefined ? (opener as Window) : undefined;
}

/** The checkout runs in a frame of another page. */
export function isFramed(win: HostedWindow): boolean {
  return win.parent !== null && win.parent !== undefined && (win.parent as unknown) !== win;
}

/** The ResizeObserver constructor's shape, for tests to stand in. */
export type ResizeObserverFactory = new (callback: (entries: ResizeObserverEntry[]) => void) => Pick<ResizeObserver, 'observe' | 'disconnect'>;

/**
 * Calls onHeight with the element's rendered height (px, rounded up) whenever it changes, smaller
 * or larger, so the host can fit its iframe to the content (docs/embedding.md `resize`). The
 * element must size to its content: in a frame the app's min-height of one viewport is dropped
 * (merchant.css), or the height could never fall below the iframe's. Returns the stop function.
 */
export function watchContentHeight(element: Element, onHeight: (height: number) => void, Observer: ResizeObserverFactory = ResizeObserver): () => void {
  let last: number | undefined;
  const observer = new Observer(() => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last || height === 0) return;
    last = height;
    onHeight(height);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
