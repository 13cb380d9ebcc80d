import { constants } from '../../../shared/config/constants';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { createStore, useStore } from '../../state/store';
import { isFramed, notifyHost, type EmbedCapabilitiesPayload, type HostedWindow } from '../hostMessages';

/** What a frame or webview may take from the checkout (docs/embedding.md "Embedding in a frame"). */
export type EmbedCapability = 'camera' | 'payment' | 'popups' | 'clipboard' | 'storage';

export interface EmbedCapabilities {
  framed: boolean;
  /** A known in-app browser (constants.json inAppWebviews), or null. */
  webview: string | null;
  /** false: not allowed; undefined: not known yet (popups are learnt on the user's first new tab). */
  allows: Record<EmbedCapability, boolean | undefined>;
}

/** Permissions Policy (Chromium: document.featurePolicy, newer: document.permissionsPolicy); absent in other browsers. */
interface PolicyDocument {
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
  featurePolicy?: { allowsFeature(feature: string): boolean };
}

export type EmbedWindow = HostedWindow & {
  document: Pick<Document, 'referrer'> & PolicyDocument;
  navigator: { userAgent: string };
  localStorage: Storage;
  sessionStorage: Storage;
};

/** Whether the frame's policy delegates the feature; undefined where the browser cannot say (then it is tried). */
function policyAllows(document: PolicyDocument, feature: string): boolean | undefined {
  const policy = document.permissionsPolicy ?? document.featurePolicy;
  return policy ? policy.allowsFeature(feature) : undefined;
}

/** Both web storages work: a browser blocking third-party storage throws on access (SecurityError). */
export function storageWorks(win: Pick<EmbedWindow, 'localStorage' | 'sessionStorage'>): boolean {
  try {
    for (const storage of [win.localStorage, win.sessionStorage]) {
      storage.setItem('gangway.probe', '1');
      storage.removeItem('gangway.probe');
    }
    return true;
  } catch {
    return false;
  }
}

/** The known in-app browser whose user agent this is, by the patterns of constants.json. */
export function webviewOf(userAgent: string, webviews: readonly { name: string; userAgentPattern: string }[] = constants.inAppWebviews): string | null {
  return webviews.find((webview) => new RegExp(webview.userAgentPattern, 'u').test(userAgent))?.name ?? null;
}

/**
 * What the page the checkout runs in allows: the camera (KYC capture) and payment (Apple Pay and
 * Google Pay through the Payment Request API) by the frame's Permissions Policy, clipboard writes
 * likewise, storage by trying it, and popups not yet: only a window.open on the user's click can
 * tell (recordPopups). A top-level page allows all of it.
 */
export function detectEmbedCapabilities(win: EmbedWindow): EmbedCapabilities {
  return {
    framed: isFramed(win),
    webview: webviewOf(win.navigator.userAgent),
    allows: {
      camera: policyAllows(win.document, 'camera'),
      payment: policyAllows(win.document, 'payment'),
      clipboard: policyAllows(win.document, 'clipboard-write'),
      storage: storageWorks(win),
      popups: undefined,
    },
  };
}

const everything: EmbedCapabilities = { framed: false, webview: null, allows: { camera: true, payment: true, popups: true, clipboard: true, storage: true } };

/** This page's capabilities, for the screens that hide or replace what cannot work here. */
export const embedCapabilities = createStore<EmbedCapabilities>(everything);

export function useEmbedCapabilities(): EmbedCapabilities {
  return useStore(embedCapabilities);
}

/** The embed.capabilities message: what is missing, and what cannot be known yet. */
export function capabilitiesPayload(capabilities: EmbedCapabilities): EmbedCapabilitiesPayload {
  const entries = Object.entries(capabilities.allows) as [EmbedCapability, boolean | undefined][];
  return {
    framed: capabilities.framed,
    webview: capabilities.webview,
    missing: entries.filter(([, allowed]) => allowed === false).map(([name]) => name),
    unknown: entries.filter(([, allowed]) => allowed === undefined).map(([name]) => name),
  };
}

/** What the first window.open on a user's click learnt; the host hears the capabilities again when it changes them. */
export function recordPopups(opened: boolean): void {
  const current = embedCapabilities.get();
  if (current.allows.popups === opened) return;
  embedCapabilities.set({ ...current, allows: { ...current.allows, popups: opened } });
  notifyHost('embed.capabilities', capabilitiesPayload(embedCapabilities.get()));
}

/** The capability is known to be missing (an unknown one is tried, not hidden). */
export function missing(capabilities: EmbedCapabilities, capability: EmbedCapability): boolean {
  return capabilities.allows[capability] === false;
}

/**
 * The method pays through the Payment Request API (its embed.needs has payment) and this frame
 * does not delegate that permission: it is not paid here but in a new tab.
 */
export function paysInNewTab(method: Pick<PaymentMethod, 'embed'>, capabilities: EmbedCapabilities): boolean {
  return (method.embed?.needs ?? []).some((need) => need === 'payment') && missing(capabilities, 'payment');
}
