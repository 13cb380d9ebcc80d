import type { QuoteForm } from '../../../engine/quote/quoteMachine';
import { parseSellDeepLink, saveSellDeepLink } from '../../../engine/sell/sellDeepLink';
import type { AppServices } from '../../app/services';
import { fiatByCode } from '../../../shared/config/assets';

/** What is being sold and where the fiat goes: the home sell form plus the payout country. */
export interface SellChoice {
  form: QuoteForm;
  country: string | undefined;
}

/** The payout country: the one picked on home, else the fiat's first country (config/assets.json). */
export function sellChoiceOf(form: QuoteForm): SellChoice {
  return { form, country: form.alpha2 ?? fiatByCode(form.fiat)?.countries[0] };
}

/**
 * Spec §4 sell deep link (source 3 on /sell-formUserInfo): pre-fills fiat, country, crypto, network
 * and amount into the kept home sell form, switches home to the sell tab and keeps the link for the
 * session. Its app id is no merchant yet: merchant docking checks the link with the server first
 * and only then makes it a sell merchant (src/ui/merchant). Returns whether it applied.
 */
export function applySellDeepLink(services: Pick<AppServices, 'homeForm'>, query: URLSearchParams, storage: Storage): boolean {
  const link = parseSellDeepLink(Object.fromEntries(query));
  if (!link) return false;
  saveSellDeepLink(storage, link);
  services.homeForm.set((state) => ({
    ...state,
    tab: link.tab,
    sell: {
      ...state.sell,
      ...(link.fiat ? { fiat: link.fiat } : {}),
      ...(link.country ? { alpha2: link.country } : {}),
      ...(link.crypto ? { crypto: link.crypto } : {}),
      ...(link.network ? { network: link.network } : {}),
      ...(link.cryptoAmount ? { amount: link.cryptoAmount } : {}),
    },
  }));
  return true;
}
