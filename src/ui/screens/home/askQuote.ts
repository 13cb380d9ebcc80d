import { buyQuote, sellQuote } from '../../../api/endpoints/quotes';
import type { ApiResult, Requester } from '../../../api/client';
import type { QuoteData, QuoteForm } from '../../../engine/quote/quoteMachine';
import { plainAmount } from '../../../shared/rules/amount-input';
import type { Navigator } from '../../router/navigator';
import { loadAcceptedLink, type MerchantState } from '../../state/merchant';
import type { Store } from '../../state/store';
import { quotePageQuery } from './quotePageQuery';

export interface QuoteCallDeps {
  api: Requester;
  navigator: Navigator;
  merchant: Store<MerchantState>;
}

/**
 * One quote of the home form (product §7 Quotes), carrying the page or merchant query string of the
 * moment. The quote machine of a tab asks through this, and so does the shell for the landing
 * page's first quote (firstQuote.ts), so both send the very same request.
 */
export function askQuote(deps: QuoteCallDeps, side: 'buy' | 'sell', form: QuoteForm, signal?: AbortSignal): Promise<ApiResult<QuoteData>> {
  const amount = plainAmount(form.amount);
  const docked = deps.merchant.get().status === 'docked';
  const pageQuery = quotePageQuery(side, deps.navigator.current().query, docked ? loadAcceptedLink(window.sessionStorage)?.query : undefined);
  return side === 'buy'
    ? buyQuote(
        deps.api,
        {
          crypto: form.crypto,
          fiat: form.fiat,
          side: 'buy',
          amount,
          alpha2: form.alpha2,
          network: form.network,
          networkName: form.networkName,
          payWayCode: form.payWayCode,
        },
        { signal, pageQuery, silent: true },
      )
    : sellQuote(
        deps.api,
        { crypto: form.crypto, fiat: form.fiat, cryptoAmount: amount, network: form.network, alpha2: form.alpha2, payWayCode: form.payWayCode },
        { signal, pageQuery, silent: true },
      );
}
