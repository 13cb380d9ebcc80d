import Decimal from 'decimal.js';
import { assign, emit, setup } from 'xstate';
import type { Side } from '../../shared/generated/api/common.schema';
import type { BuyQuote, SellQuote } from '../../shared/generated/api/quotes.schema';
import { constants } from '../../shared/config/constants';
import { errorEntryByCode } from '../../shared/config/errors';
import { isCancellation } from '../cancellation';
import { suppliedByApp } from '../required';
import { checkTypedAmount } from './typedAmount';

/** A quote of either side as the server answers it (schemas/api/quotes.schema.json buyQuote, sellQuote). */
export type QuoteData = BuyQuote | SellQuote;

/** A sell quote carries the sell limits (product §3: minLimit and maxLimit) and no network fee. */
export function isSellQuote(quote: QuoteData): quote is SellQuote {
  return 'minLimit' in quote;
}

/** The buy quote when it is one: the network fee and the first-order discount are buy fields (product §3). */
export function buyQuoteOf(quote: QuoteData): BuyQuote | undefined {
  return isSellQuote(quote) ? undefined : quote;
}

/** The crypto a buy delivers: the discounted amount when the first-order discount applies (product §1). */
export function deliveredCrypto(quote: QuoteData): string {
  const buy = buyQuoteOf(quote);
  return buy?.discount ? buy.discountCryptoAmount : quote.cryptoAmount;
}

/**
 * The fiat the quote's crypto (deliveredCrypto) is worth at its price, before fees: a sale's payout
 * plus its ramp fee, a buy's payment less its ramp fee (discounted when the discount applies) and
 * network fee. The price line is written so that it times the crypto comes to this, as on the
 * confirm and details screens (shared/money priceDecimals).
 */
export function cryptoWorth(quote: QuoteData): string {
  const buy = buyQuoteOf(quote);
  if (!buy) return new Decimal(quote.fiatAmount).plus(quote.rampFee).toFixed();
  const rampFee = buy.discount ? buy.discountRampFee : buy.rampFee;
  const networkFee = buy.discount ? buy.discountNetworkFee : buy.networkFee;
  return new Decimal(buy.fiatAmount).minus(rampFee).minus(networkFee).toFixed();
}

/** What the user picked on the home form (product §3 Buy/Sell page state). The amount is fiat for buy, crypto for sell. */
export interface QuoteForm {
  fiat: string;
  crypto: string;
  network: string;
  amount: string;
  alpha2?: string;
  networkName?: string;
  payWayCode?: string;
}

/**
 * The server refused to price the amount (product §5: out of its range, as only the price can tell for
 * a sale); the message is the server's, already in the user's language. The app's fetchQuote throws
 * it for that answer, so the page says it at the amount instead of failing the quote.
 */
export class AmountRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmountRefused';
  }
}

/** The amount rule of product §5 for the side (the app passes src/shared/rules), given the current quote's limits. */
export type AmountRule = (amount: string, quote: QuoteData) => boolean;

export interface QuoteMachineInput {
  side: Side;
  form: QuoteForm;
  amountRule: AmountRule;
  /**
   * The form's pay way is the one the user chose on this page (the method list, the payout form).
   * Otherwise it is only the one saved from an earlier order (product §4), which a refusal drops.
   */
  payWayChosen?: boolean;
  /**
   * A quote of this very form already priced (the landing page's, rendered by the server with the
   * page): the tab shows it at once and counts down to its refresh from `refreshAt` (epoch ms)
   * instead of asking for it again.
   */
  priced?: { quote: QuoteData; refreshAt: number };
}

/**
 * The server answered the quote and refused it: thrown by the app's fetchQuote with the return
 * code and the server's message in the user's language, so the page says what is wrong instead
 * of blaming the connection. Anything else thrown is no answer at all.
 */
export class QuoteRefused extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'QuoteRefused';
  }
}

/** Why the last quote was refused, as the page says it. */
export interface QuoteRefusal {
  code: string;
  message: string;
}

export interface QuoteContext {
  side: Side;
  form: QuoteForm;
  amountRule: AmountRule;
  /** Undefined before the first answer and after a failure: the page shows its defaults. */
  quote: QuoteData | undefined;
  /** The form the quote priced; an amount typed since then is not priced yet (product §4: Continue waits for it). */
  quotedForm: QuoteForm | undefined;
  /** The page state: false from a currency, crypto or network change until the answer. */
  loaded: boolean;
  /** Epoch ms of the next rate refresh, for the countdown display. */
  refreshAt: number | undefined;
  /** The last quote request failed (API down, refused): the page says so and offers a retry. */
  failed: boolean;
  /** The server's words for an amount it refused to price (AmountRefused), until the form changes. */
  amountRefusal: string | undefined;
  /** The failure was the server's refusal, with its reason (undefined when no answer came). */
  refusal: QuoteRefusal | undefined;
  payWayChosen: boolean;
}

export type QuoteEvent =
  | { type: 'amount.change'; amount: string }
  | { type: 'fiat.change'; fiat: string; alpha2?: string }
  | { type: 'crypto.change'; crypto: string; network: string; networkName?: string }
  | { type: 'network.change'; network: string; networkName?: string }
  | { type: 'quote.refresh' }
  | { type: 'continue.click' }
  | { type: 'page.leave' };

/** Continue was accepted; the app starts the buy or sell start flow with this form and quote. */
export interface ContinueIntent {
  type: 'continue';
  side: Side;
  form: QuoteForm;
  quote: QuoteData;
}

export interface QuoteRequest {
  side: Side;
  form: QuoteForm;
}

function positive(value: string | undefined): boolean {
  if (value === undefined) return false;
  try {
    return new Decimal(value).greaterThan(0);
  } catch {
    return false;
  }
}

/** What the user receives: crypto when buying, fiat when selling. */
export function receiveAmount(side: Side, quote: QuoteData): string {
  return side === 'buy' ? quote.cryptoAmount : quote.fiatAmount;
}

/** The form without a pay way: a method belongs to the fiat, country and merchant it was chosen for. */
export function withoutPayWay(form: QuoteForm): QuoteForm {
  const { payWayCode: _chosenElsewhere, ...rest } = form;
  return rest;
}

/** The same choices, field by field: a form that differs in any of them is another quote. */
export function sameForm(a: QuoteForm, b: QuoteForm | undefined): boolean {
  if (b === undefined) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof QuoteForm)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * product §4: Continue only with a valid amount above zero, a loaded quote and a receive amount above
 * zero. The quote must be the one of the form as it is now: from an amount change (through the
 * 800 ms debounce) until the new quote lands, the previous quote does not count.
 */
export function canContinue(context: QuoteContext): boolean {
  const { quote, form } = context;
  if (!context.loaded || quote === undefined || !sameForm(form, context.quotedForm)) return false;
  return positive(form.amount) && context.amountRule(form.amount, quote) && positive(receiveAmount(context.side, quote));
}

/**
 * The home quote flow of product §4: debounced amount, immediate re-quote on a selection change,
 * the 15 s countdown and 500 ms updating cycle, and the Continue loader. Every quote request is
 * an invocation of the quoting state: entering it again stops the previous invocation (its signal
 * aborts, its late answer is dropped), so an older answer never overwrites a newer request.
 */
export const quoteMachine = setup({
  types: {} as {
    context: QuoteContext;
    events: QuoteEvent;
    input: QuoteMachineInput;
    emitted: ContinueIntent;
  },
  actors: {
    fetchQuote: suppliedByApp<QuoteData, QuoteRequest>('fetchQuote'),
  },
  delays: {
    amountDebounce: constants.amountDebounceMs,
    refreshCountdown: ({ context }) => Math.max(0, (context.refreshAt ?? Date.now()) - Date.now()),
    updating: constants.quoteUpdatingMs,
    continueLoader: constants.continueLoaderMs,
  },
  guards: {
    cancelled: (_, failure: { error: unknown }) => isCancellation(failure.error),
    amountRefused: (_, failure: { error: unknown }) => failure.error instanceof AmountRefused,
    // A saved pay way the server does not know for this fiat and country (40004) is quoted without.
    savedPayWayRefused: ({ context }, failure: { error: unknown }) =>
      failure.error instanceof QuoteRefused &&
      errorEntryByCode(failure.error.code)?.name === 'notFound' &&
      !context.payWayChosen &&
      context.form.payWayCode !== undefined,
    canContinue: ({ context }) => canContinue(context),
    pricedAhead: ({ context }) => context.quote !== undefined,
    amountQuotable: ({ context }) => checkTypedAmount(context.side, context.form).valid,
  },
  actions: {
    setAmount: assign({
      form: ({ context, event }) => (event.type === 'amount.change' ? { ...context.form, amount: event.amount } : context.form),
      amountRefusal: undefined,
    }),
    setSelection: assign({
      form: ({ context, event }) => {
        switch (event.type) {
          case 'fiat.change':
            // A pay way is chosen for a fiat and country (product §3 methods): another fiat quotes without it.
            return { ...withoutPayWay(context.form), fiat: event.fiat, alpha2: event.alpha2 };
          case 'crypto.change':
            return { ...context.form, crypto: event.crypto, network: event.network, networkName: event.networkName };
          case 'network.change':
            return { ...context.form, network: event.network, networkName: event.networkName };
          default:
            return context.form;
        }
      },
      loaded: false,
      amountRefusal: undefined,
    }),
    // A quote priced ahead comes with its own refresh time; every other one counts from its answer.
    startCountdown: assign({ refreshAt: ({ context }) => context.refreshAt ?? Date.now() + constants.quoteRefreshCountdownMs }),
    stopCountdown: assign({ refreshAt: undefined }),
    emitContinue: emit(({ context }) => {
      if (!context.quote) throw new Error('Continue without a quote');
      return { type: 'continue' as const, side: context.side, form: context.form, quote: context.quote };
    }),
  },
}).createMachine({
  id: 'quote',
  context: ({ input: { priced, ...input } }) => ({
    ...input,
    payWayChosen: input.payWayChosen ?? false,
    quote: priced?.quote,
    quotedForm: priced ? input.form : undefined,
    loaded: priced !== undefined,
    refreshAt: priced?.refreshAt,
    failed: false,
    amountRefusal: undefined,
    refusal: undefined,
  }),
  initial: 'active',
  on: { 'page.leave': '.left' },
  states: {
    active: {
      type: 'parallel',
      states: {
        rate: {
          initial: 'starting',
          on: {
            'amount.change': { target: '.debouncing', reenter: true, actions: 'setAmount' },
            'fiat.change': { target: '.checking', reenter: true, actions: 'setSelection' },
            'crypto.change': { target: '.checking', reenter: true, actions: 'setSelection' },
            'network.change': { target: '.checking', reenter: true, actions: 'setSelection' },
            'quote.refresh': { target: '.checking', reenter: true },
          },
          states: {
            // A quote priced ahead is shown and counted down; otherwise the first one is asked now.
            starting: {
              always: [{ guard: 'pricedAhead', target: 'countdown' }, { target: 'checking' }],
            },
            checking: {
              always: [{ guard: 'amountQuotable', target: 'quoting' }, { target: 'unquotable' }],
            },
            // Product §5 already refuses the amount (empty, too many decimals): nothing to price, no request.
            unquotable: {
              entry: assign({ quote: undefined, quotedForm: undefined, loaded: true, failed: false, refusal: undefined }),
            },
            debouncing: {
              after: { amountDebounce: 'checking' },
            },
            quoting: {
              invoke: {
                id: 'fetchQuote',
                src: 'fetchQuote',
                input: ({ context }) => ({ side: context.side, form: context.form }),
                // Any change stops this invocation, so the form now is the form that was quoted.
                onDone: {
                  target: 'countdown',
                  actions: assign({
                    quote: ({ event }) => event.output,
                    quotedForm: ({ context }) => context.form,
                    loaded: true,
                    failed: false,
                    refusal: undefined,
                  }),
                },
                onError: [
                  // A route change cancelled the request: not a failure. Nothing is reset; ask again shortly.
                  { guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) }, target: 'updating' },
                  // The amount is out of its range: said at the amount; asking again waits for another amount or selection.
                  {
                    guard: { type: 'amountRefused', params: ({ event }) => ({ error: event.error }) },
                    target: 'refused',
                    actions: assign({
                      quote: undefined,
                      quotedForm: undefined,
                      loaded: true,
                      failed: false,
                      amountRefusal: ({ event }) => (event.error as AmountRefused).message,
                    }),
                  },
                  {
                    guard: { type: 'savedPayWayRefused', params: ({ event }) => ({ error: event.error }) },
                    target: 'checking',
                    actions: assign({ form: ({ context }) => withoutPayWay(context.form) }),
                  },
                  // product §4: a quote failure resets the page to its defaults and marks it loaded; the
                  // countdown still runs, so the quote comes back by itself once the API answers again.
                  {
                    target: 'countdown',
                    actions: assign({
                      quote: undefined,
                      quotedForm: undefined,
                      loaded: true,
                      failed: true,
                      refusal: ({ event }) => (event.error instanceof QuoteRefused ? { code: event.error.code, message: event.error.reason } : undefined),
                    }),
                  },
                ],
              },
            },
            refused: {},
            countdown: {
              entry: 'startCountdown',
              exit: 'stopCountdown',
              after: { refreshCountdown: 'updating' },
            },
            updating: {
              after: { updating: 'checking' },
            },
          },
        },
        continueButton: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'continue.click': { guard: 'canContinue', target: 'loading', actions: 'emitContinue' } },
            },
            loading: {
              after: { continueLoader: 'idle' },
            },
          },
        },
      },
    },
    left: { type: 'final' },
  },
});
