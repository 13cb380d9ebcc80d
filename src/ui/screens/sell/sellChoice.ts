import type { QuoteForm } from '../../../engine/quote/quoteMachine';
import { parseSellDeepLink, paysOutIn, resolveSellDeepLink, saveSellDeepLink, sellCountryOf } from '../../../engine/sell/sellDeepLink';
import type { AppServices } from '../../app/services';

/** What is being sold and where the fiat goes: the home sell form plus the payout country. */
export interface SellChoice {
  form: QuoteForm;
  country: string | undefined;
}

/**
 * The payout country: the one picked on home when the fiat pays out there, else the fiat's first
 * sell country (config/assets.json), never a country kept from another fiat (EUR is not paid out
 * to a US account).
 */
export function sellChoiceOf(form: QuoteForm): SellChoice {
  return { form, country: paysOutIn(form.fiat, form.alpha2) ? form.alpha2 : sellCountryOf(form.fiat) };
}

/**
 * Product §4 sell deep link (source 3 on /sell-formUserInfo): pre-fills fiat, country, crypto, network
 * and amount into the kept home sell form, switches home to the sell tab and keeps the link for the
 * session. The engine checks each value (resolveSellDeepLink); those it cannot use are left out and
 * go to the sell link notice, which says why. Its app id is no merchant yet: merchant docking
 * checks the link with the server first and only then makes it a sell merchant (src/ui/merchant).
 * Returns whether it applied.
 */
export function applySellDeepLink(services: Pick<AppServices, 'homeForm' | 'sellLinkNotice'>, query: URLSearchParams, storage: Storage): boolean {
  const link = parseSellDeepLink(Object.fromEntries(query));
  if (!link) return false;
  saveSellDeepLink(storage, link);
  const { form, ignored } = resolveSellDeepLink(services.homeForm.get().sell, link);
  services.homeForm.set((state) => ({ ...state, tab: link.tab, sell: form }));
  services.sellLinkNotice.set({ ignored, dismissed: false });
  return true;
}
