import { transportRefusal } from '../../engine/merchant/dockingRefusal';
import { loadChunk } from '../app/chunkLoad';
import type { AppServices } from '../app/services';
import { loadAcceptedLink, sameLink } from '../state/merchant';
import { linkQuery } from './linkQuery';
import { linkToDock } from './linkToDock';
import { applyPlainLink, type DockingServices } from './plainLink';

/** The parameters of a plain link (no appId) that change the checkout (docs/embedding.md). */
export const plainKeys = ['type', 'country', 'email'] as const;

/** What this tab has applied of the links it was opened with, so a navigation applies only what is new. */
export interface AppliedLinks {
  language: string | undefined;
  /** The merchant link the docking runs on (the address's, or the one accepted earlier in the session). */
  merchant: Record<string, string> | undefined;
  plain: Partial<Record<(typeof plainKeys)[number], string>>;
}

/** What a navigation asks for against what the tab applied. */
export interface LinkChange {
  language?: string;
  /** A merchant link other than the one docked: dock it. */
  dock: boolean;
  /** A plain link's parameters, merged with the ones applied before. */
  plain?: Record<string, string>;
}

export function appliedAtStart(address: Record<string, string>, stored: Record<string, string> | undefined): AppliedLinks {
  return { language: address.language, merchant: address.appId ? address : stored, plain: plainOf(address) };
}

/**
 * A link opened in a tab where the checkout is already open changes only the address (the part
 * after #, or the page query on back and forward): each navigation is read like a first load, and
 * what differs from what was applied applies. A parameter the address no longer carries (an
 * in-app navigation drops them) changes nothing.
 */
export function linkChangeOf(applied: AppliedLinks, address: Record<string, string>): LinkChange {
  const language = address.language !== undefined && address.language !== applied.language ? address.language : undefined;
  if (address.appId !== undefined) return { ...(language ? { language } : {}), dock: !(applied.merchant && sameLink(applied.merchant, address)) };
  const plain = plainOf(address);
  const newPlain = plainKeys.some((key) => plain[key] !== undefined && plain[key] !== applied.plain[key]);
  return { ...(language ? { language } : {}), dock: false, ...(newPlain ? { plain: { ...applied.plain, ...plain } } : {}) };
}

function afterChange(applied: AppliedLinks, address: Record<string, string>, change: LinkChange): AppliedLinks {
  return {
    language: change.language ?? applied.language,
    merchant: change.dock ? address : applied.merchant,
    plain: change.plain ?? applied.plain,
  };
}

function plainOf(address: Record<string, string>): AppliedLinks['plain'] {
  return Object.fromEntries(plainKeys.filter((key) => address[key] !== undefined).map((key) => [key, address[key]]));
}

type FollowServices = DockingServices & Pick<AppServices, 'sessionActor'>;

/**
 * Docking for a page with a merchant link (in the address, or accepted earlier this session): its
 * code is fetched then, not with every page. Until it runs, the page says the link is being
 * checked, as the docking itself would at once. A plain link applies at once.
 */
function startDocking(services: FollowServices, win: Window): () => void {
  // Read now: by the time the docking code is here, a sign-in route's guard may have moved the page on.
  const link = linkToDock(win);
  if (!link) {
    applyPlainLink(services, linkQuery(win.location));
    return () => undefined;
  }
  services.merchant.set({ status: 'checking' });
  let stop: (() => void) | undefined;
  let stopped = false;
  loadChunk(() => import('./startMerchantDocking')).then(
    ({ startMerchantDocking }) => {
      if (!stopped) stop = startMerchantDocking(services, win, link);
    },
    // No docking code even after the product §8 retries: the link cannot be checked, as when the check gets no answer.
    () => services.merchant.set({ status: 'refused', refusal: transportRefusal }),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Merchant docking for the page and every link opened in it afterwards: a new merchant link docks
 * (the server checks it first, as on a first load), a plain link applies while no merchant is
 * docked, and a link's ?language= switches the language. Returns a function that stops it all.
 */
export function followMerchantLinks(services: FollowServices, win: Window): () => void {
  let applied = appliedAtStart(linkQuery(win.location), loadAcceptedLink(win.sessionStorage)?.query);
  let stopDocking = startDocking(services, win);
  const onNavigation = () => {
    const address = linkQuery(win.location);
    const change = linkChangeOf(applied, address);
    if (change.language) services.sessionActor.send({ type: 'language.change', language: change.language });
    if (change.dock) {
      stopDocking();
      stopDocking = startDocking(services, win);
    } else if (change.plain && services.merchant.get().status === 'plain') {
      const linksApplied = (services.merchant.get().linksApplied ?? 0) + 1;
      applyPlainLink(services, change.plain);
      services.merchant.set((current) => ({ ...current, linksApplied }));
    }
    applied = afterChange(applied, address, change);
  };
  const unsubscribe = services.navigator.subscribe(onNavigation);
  // Back and forward across page queries (?appId=…#/index) change no hash the navigator hears.
  win.addEventListener('popstate', onNavigation);
  return () => {
    unsubscribe();
    win.removeEventListener('popstate', onNavigation);
    stopDocking();
  };
}
