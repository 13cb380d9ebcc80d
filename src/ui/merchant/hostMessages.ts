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
 * event (orderCreated, orderCompleted, orderFailed) goes at most once per order.
 */
export function notifyHost<K extends HostMessageType>(type: K, payload: HostMessagePayloads[K]): void {
  if (!target) return;
  const key = orderEventKey(type, payload);
  if (key !== undefined) {
    if (sentOrderEvents.has(key)) return;
    sentOrderEvents.add(key);
  }
  target.post({ source: hostMessageSource, version: hostMessageVersion, type, payload } as HostMessage, target.origin);
}

/** The window that embedded or opened the checkout, if any. */
export function hostWindowOf(win: Window): Window | undefined {
  if (win.parent && win.parent !== win) return win.parent;
  return win.opener instanceof Object ? (win.opener as Window) : undefined;
}
