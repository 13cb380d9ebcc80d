import { logout } from '../../api/endpoints/account';
import { withLinkCountry } from '../../engine/merchant/merchantQuery';
import type { AppServices } from '../app/services';
import type { HomeFormState } from '../state/homeForm';
import { plainPlan } from '../state/merchant';
import { applyLinkEmail } from './linkEmail';

/** What applying a link (a plain one here, a merchant's in startMerchantDocking.ts) changes. */
export type DockingServices = Pick<AppServices, 'api' | 'merchant' | 'sessionActor' | 'homeForm' | 'navigator'>;

/**
 * A link without a merchant (product §2): its type fixes the tab, its country pre-selects its row and
 * its e-mail pre-fills the login of a visitor (docs/embedding.md).
 */
export function applyPlainLink(services: DockingServices, raw: Record<string, string>): void {
  services.merchant.set({ status: 'plain', ...withPlan(plainPlan(raw)) });
  if (raw.country) services.homeForm.set((home) => withCountry(home, raw.country, {}));
  if (raw.email) void applyLinkEmail(linkEmailDeps(services), raw.email, false);
}

/** A link's country pre-selects its row on both tabs (on sell, a payout country only); a side's fixed fiat keeps it from another fiat's country. */
export function withCountry(home: HomeFormState, country: string | undefined, fixedFiat: Partial<Record<'buy' | 'sell', string>>): HomeFormState {
  if (!country) return home;
  return { ...home, buy: withLinkCountry(home.buy, country, 'buy', fixedFiat.buy), sell: withLinkCountry(home.sell, country, 'sell', fixedFiat.sell) };
}

function withPlan(plan: ReturnType<typeof plainPlan>) {
  return plan ? { plan } : {};
}

export function linkEmailDeps(services: DockingServices) {
  return { sessionActor: services.sessionActor, serverLogout: () => logout(services.api) };
}
