import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BuyQuote } from '../../shared/generated/api/quotes.schema';
import { buyQuoteFixture, deferred, spyActor, type Deferred } from '../../../tests/helpers/machineKit';
import { AmountRefused, canContinue, QuoteRefused, quoteMachine, type QuoteData, type QuoteForm, type QuoteRequest } from './quoteMachine';

const form: QuoteForm = { fiat: 'USD', crypto: 'ETH', network: 'ETH', amount: '100', alpha2: 'US' };

const quote = (overrides: Partial<BuyQuote> = {}): QuoteData => buyQuoteFixture(overrides);

const withinLimits = (amount: string, q: QuoteData) => Number(amount) >= Number(q.minAmount) && Number(amount) <= Number(q.maxAmount);

function start(fetch: (input: QuoteRequest, signal: AbortSignal) => Promise<QuoteData>, priced?: { quote: QuoteData; refreshAt: number }) {
  const spy = vi.fn(fetch);
  const actor = createActor(quoteMachine.provide({ actors: { fetchQuote: spyActor(spy) } }), {
    input: { side: 'buy', form, amountRule: withinLimits, priced },
  });
  const onContinue = vi.fn();
  actor.on('continue', onContinue);
  actor.start();
  return { actor, fetch: spy, onContinue };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('quote machine', () => {
  it('quotes once when the page opens and shows the answer', async () => {
    const { actor, fetch } = start(async () => quote());
    await flush();
    expect(fetch).toHaveBeenCalledExactlyOnceWith({ side: 'buy', form }, expect.any(AbortSignal));
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: quote() });
  });

  it('re-quotes 800 ms after the last keystroke, once', async () => {
    const { actor, fetch } = start(async () => quote());
    await flush();
    fetch.mockClear();
    actor.send({ type: 'amount.change', amount: '1' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'amount.change', amount: '15' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'amount.change', amount: '150' });
    await vi.advanceTimersByTimeAsync(799);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledExactlyOnceWith({ side: 'buy', form: { ...form, amount: '150' } }, expect.any(AbortSignal));
  });

  it.each([
    ['currency', { type: 'fiat.change', fiat: 'EUR', alpha2: 'DE' }, { fiat: 'EUR', alpha2: 'DE' }],
    ['crypto', { type: 'crypto.change', crypto: 'USDT', network: 'TRX' }, { crypto: 'USDT', network: 'TRX' }],
    ['network', { type: 'network.change', network: 'ARBITRUM' }, { network: 'ARBITRUM' }],
  ] as const)('re-quotes at once on a %s change and keeps the page state off until the answer', async (_name, event, changed) => {
    const answers: Deferred<QuoteData>[] = [];
    const { actor, fetch } = start(() => {
      const answer = deferred<QuoteData>();
      answers.push(answer);
      return answer.promise;
    });
    answers[0]?.resolve(quote());
    await flush();
    expect(actor.getSnapshot().context.loaded).toBe(true);
    actor.send(event);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith({ side: 'buy', form: expect.objectContaining(changed) }, expect.any(AbortSignal));
    expect(actor.getSnapshot().context.loaded).toBe(false);
    answers[1]?.resolve(quote({ fiat: 'EUR' }));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: { fiat: 'EUR' } });
  });

  it('never lets an older answer overwrite a newer request, and aborts the older request', async () => {
    const answers: { input: QuoteRequest; signal: AbortSignal; answer: Deferred<QuoteData> }[] = [];
    const { actor } = start((input, signal) => {
      const answer = deferred<QuoteData>();
      answers.push({ input, signal, answer });
      return answer.promise;
    });
    actor.send({ type: 'crypto.change', crypto: 'BTC', network: 'BTC' });
    actor.send({ type: 'crypto.change', crypto: 'SOL', network: 'SOL' });
    const [initial, older, newer] = answers;
    expect(older?.signal.aborted).toBe(true);
    expect(newer?.signal.aborted).toBe(false);
    newer?.answer.resolve(quote({ crypto: 'SOL', cryptoAmount: '0.6' }));
    await flush();
    older?.answer.resolve(quote({ crypto: 'BTC', cryptoAmount: '0.001' }));
    initial?.answer.resolve(quote({ crypto: 'ETH' }));
    await flush();
    expect(actor.getSnapshot().context.quote).toMatchObject({ crypto: 'SOL', cryptoAmount: '0.6' });
  });

  it('keeps the page off when the older answer arrives first, until the newer one lands', async () => {
    const answers: Deferred<QuoteData>[] = [];
    const { actor } = start(() => {
      const answer = deferred<QuoteData>();
      answers.push(answer);
      return answer.promise;
    });
    actor.send({ type: 'fiat.change', fiat: 'EUR' });
    answers[0]?.resolve(quote({ fiat: 'USD' }));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: false, quote: undefined });
    answers[1]?.resolve(quote({ fiat: 'EUR' }));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: { fiat: 'EUR' } });
  });

  it('resets the quote to its defaults and marks the page loaded when the quote fails', async () => {
    let fail = false;
    const { actor } = start(async () => {
      if (fail) throw new Error('quote failed');
      return quote();
    });
    await flush();
    fail = true;
    actor.send({ type: 'network.change', network: 'BASE' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: undefined, form: { network: 'BASE' } });
  });

  it('never asks for a quote of an amount the fiat cannot have, and drops the quote of the previous fiat', async () => {
    const { actor, fetch } = start(async () => quote());
    await flush();
    actor.send({ type: 'amount.change', amount: '20.55' });
    await vi.advanceTimersByTimeAsync(800);
    fetch.mockClear();
    actor.send({ type: 'fiat.change', fiat: 'JPY', alpha2: 'JP' });
    await vi.advanceTimersByTimeAsync(60000);
    expect(fetch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: undefined, failed: false, form: { fiat: 'JPY', amount: '20.55' } });
    actor.send({ type: 'amount.change', amount: '20550' });
    await vi.advanceTimersByTimeAsync(800);
    expect(fetch).toHaveBeenCalledExactlyOnceWith({ side: 'buy', form: expect.objectContaining({ fiat: 'JPY', amount: '20550' }) }, expect.any(AbortSignal));
  });

  it('never asks for a quote of a buy amount outside the range of the fiat and method, which the server would refuse', async () => {
    const { actor, fetch } = start(async () => quote());
    await flush();
    fetch.mockClear();
    for (const amount of ['0', '19.99', '5000.01', `1${'0'.repeat(29)}`]) {
      actor.send({ type: 'amount.change', amount });
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: undefined, failed: false });
    actor.send({ type: 'amount.change', amount: '20' });
    await vi.advanceTimersByTimeAsync(800);
    expect(fetch).toHaveBeenCalledExactlyOnceWith({ side: 'buy', form: { ...form, amount: '20' } }, expect.any(AbortSignal));
  });

  it('says an amount the server refused to price at the amount, not as a failure, and asks again only for another amount', async () => {
    const { actor, fetch } = start(async () => {
      throw new AmountRefused('Minimum sell amount is 20 USD.');
    });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: undefined, failed: false, amountRefusal: 'Minimum sell amount is 20 USD.' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockImplementation(async () => quote());
    actor.send({ type: 'amount.change', amount: '150' });
    expect(actor.getSnapshot().context.amountRefusal).toBeUndefined();
    await vi.advanceTimersByTimeAsync(800);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ quote: quote(), amountRefusal: undefined, failed: false });
  });

  it('quotes with a saved pay way, and without it once the fiat changes (product §4 returning home with a saved pay way)', async () => {
    const spy = vi.fn<(request: QuoteRequest, signal: AbortSignal) => Promise<QuoteData>>(async () => quote());
    const actor = createActor(quoteMachine.provide({ actors: { fetchQuote: spyActor(spy) } }), {
      input: { side: 'buy', form: { ...form, payWayCode: '10001' }, amountRule: withinLimits },
    });
    actor.start();
    await flush();
    expect(spy).toHaveBeenLastCalledWith({ side: 'buy', form: expect.objectContaining({ payWayCode: '10001' }) }, expect.any(AbortSignal));
    actor.send({ type: 'network.change', network: 'BASE' });
    await flush();
    expect(spy).toHaveBeenLastCalledWith({ side: 'buy', form: expect.objectContaining({ network: 'BASE', payWayCode: '10001' }) }, expect.any(AbortSignal));
    actor.send({ type: 'fiat.change', fiat: 'EUR', alpha2: 'DE' });
    await flush();
    expect(spy.mock.lastCall?.[0].form).not.toHaveProperty('payWayCode');
    expect(actor.getSnapshot().context.form).not.toHaveProperty('payWayCode');
  });

  it('quotes again without a saved pay way the server does not know for the fiat (a USD merchant link after a PIX order), never blaming the connection', async () => {
    const spy = vi.fn(async (request: QuoteRequest) => {
      if (request.form.payWayCode === '30001') throw new QuoteRefused('40004', 'The requested item was not found.');
      return quote();
    });
    const actor = createActor(quoteMachine.provide({ actors: { fetchQuote: spyActor(spy) } }), {
      input: { side: 'buy', form: { ...form, payWayCode: '30001' }, amountRule: withinLimits },
    });
    actor.start();
    await flush();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.lastCall?.[0].form).not.toHaveProperty('payWayCode');
    expect(actor.getSnapshot().context).toMatchObject({ failed: false, refusal: undefined, loaded: true, quote: quote() });
    expect(canContinue(actor.getSnapshot().context)).toBe(true);
  });

  it('keeps the reason of a refused quote for a pay way the user chose, and of any other refusal', async () => {
    const refused = new QuoteRefused('40000', 'Minimum transaction amount is 20 USD.');
    const actor = createActor(quoteMachine.provide({ actors: { fetchQuote: spyActor(async () => Promise.reject(refused)) } }), {
      input: { side: 'buy', form: { ...form, payWayCode: '10001' }, amountRule: withinLimits, payWayChosen: true },
    });
    actor.start();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      failed: true,
      refusal: { code: '40000', message: 'Minimum transaction amount is 20 USD.' },
      form: { payWayCode: '10001' },
    });
  });

  it('says no answer came (no refusal) when the request itself failed', async () => {
    const { actor } = start(async () => Promise.reject(new Error('network')));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ failed: true, refusal: undefined });
  });

  it('sends no quote request for an emptied amount', async () => {
    const { actor, fetch } = start(async () => quote());
    await flush();
    fetch.mockClear();
    actor.send({ type: 'amount.change', amount: '' });
    await vi.advanceTimersByTimeAsync(60000);
    expect(fetch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: undefined });
  });

  it('marks a failed quote, keeps what was typed, and retries at once on quote.refresh', async () => {
    let fail = true;
    const { actor, fetch } = start(async () => {
      if (fail) throw new Error('API down');
      return quote();
    });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ failed: true, quote: undefined, loaded: true, form });
    fail = false;
    actor.send({ type: 'quote.refresh' });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ failed: false, quote: quote(), form });
  });

  it('refreshes the rate after a 15 s countdown and a 500 ms updating state, then restarts the cycle', async () => {
    const { actor, fetch } = start(async () => quote());
    await flush();
    expect(actor.getSnapshot().matches({ active: { rate: 'countdown' } })).toBe(true);
    expect(actor.getSnapshot().context.refreshAt).toBe(Date.now() + 15000);
    await vi.advanceTimersByTimeAsync(14999);
    expect(actor.getSnapshot().matches({ active: { rate: 'countdown' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ active: { rate: 'updating' } })).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ active: { rate: 'countdown' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(15500);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shows a quote priced ahead at once, asks nothing, and refreshes it when its own countdown ends', async () => {
    const ahead = quote({ cryptoAmount: '0.05' });
    const { actor, fetch, onContinue } = start(async () => quote(), { quote: ahead, refreshAt: Date.now() + 6000 });
    // The very first snapshot has it: a page rendered from it (the server's, then the hydrating browser's) shows the figures.
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, quote: ahead, quotedForm: form, refreshAt: Date.now() + 6000 });
    expect(actor.getSnapshot().matches({ active: { rate: 'countdown' } })).toBe(true);
    actor.send({ type: 'continue.click' });
    expect(onContinue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(501);
    expect(fetch).toHaveBeenCalledTimes(1);
    // From then on the ordinary cycle: 15 s from the new answer.
    expect(actor.getSnapshot().context.refreshAt).toBe(Date.now() + 15000);
    await vi.advanceTimersByTimeAsync(15500);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once a quote priced ahead whose countdown has already run out', async () => {
    const { fetch } = start(async () => quote(), { quote: quote(), refreshAt: Date.now() - 1000 });
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops the refresh timer when the page is left', async () => {
    const { actor, fetch } = start(async () => quote());
    await flush();
    actor.send({ type: 'page.leave' });
    await vi.advanceTimersByTimeAsync(60000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['the amount is zero', '0', quote(), false],
    ['the amount is outside the quote limits', '10', quote(), false],
    ['the receive amount is zero', '100', quote({ cryptoAmount: '0' }), false],
    ['amount, quote and receive amount are all good', '100', quote(), true],
  ])('enables Continue only when %s', async (_name, amount, answer, enabled) => {
    const { actor, onContinue } = start(async () => answer);
    await flush();
    actor.send({ type: 'amount.change', amount });
    await vi.advanceTimersByTimeAsync(800);
    actor.send({ type: 'continue.click' });
    expect(onContinue).toHaveBeenCalledTimes(enabled ? 1 : 0);
  });

  it('keeps Continue off from an amount change, through the 800 ms debounce, until the new quote lands', async () => {
    const answers: Deferred<QuoteData>[] = [];
    const { actor, fetch, onContinue } = start(() => {
      const answer = deferred<QuoteData>();
      answers.push(answer);
      return answer.promise;
    });
    answers[0]?.resolve(quote());
    await flush();
    expect(canContinue(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'amount.change', amount: '150' });
    expect(canContinue(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'continue.click' });
    await vi.advanceTimersByTimeAsync(799);
    expect(canContinue(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'continue.click' });
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(canContinue(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'continue.click' });
    expect(onContinue).not.toHaveBeenCalled();
    answers[1]?.resolve(quote({ fiatAmount: '150', cryptoAmount: '0.049' }));
    await flush();
    expect(canContinue(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'continue.click' });
    expect(onContinue).toHaveBeenCalledExactlyOnceWith({
      type: 'continue',
      side: 'buy',
      form: { ...form, amount: '150' },
      quote: quote({ fiatAmount: '150', cryptoAmount: '0.049' }),
    });
  });

  it('keeps Continue on while the same form is re-quoted by the 15 s refresh', async () => {
    const answers: Deferred<QuoteData>[] = [];
    const { actor } = start(() => {
      const answer = deferred<QuoteData>();
      answers.push(answer);
      return answer.promise;
    });
    answers[0]?.resolve(quote());
    await flush();
    await vi.advanceTimersByTimeAsync(15500);
    expect(answers).toHaveLength(2);
    expect(canContinue(actor.getSnapshot().context)).toBe(true);
  });

  it('treats a cancelled quote request as no answer: nothing reset, no failure, asked again 500 ms later', async () => {
    let cancel = false;
    const { actor, fetch } = start(async () => {
      if (cancel) throw new DOMException('route changed', 'AbortError');
      return quote();
    });
    await flush();
    cancel = true;
    actor.send({ type: 'quote.refresh' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ failed: false, loaded: true, quote: quote() });
    expect(canContinue(actor.getSnapshot().context)).toBe(true);
    cancel = false;
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches({ active: { rate: 'countdown' } })).toBe(true);
  });

  it('disables Continue while a selection change is being quoted', async () => {
    const answers: Deferred<QuoteData>[] = [];
    const { actor, onContinue } = start(() => {
      const answer = deferred<QuoteData>();
      answers.push(answer);
      return answer.promise;
    });
    answers[0]?.resolve(quote());
    await flush();
    actor.send({ type: 'fiat.change', fiat: 'GBP' });
    actor.send({ type: 'continue.click' });
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows the Continue loader for about 1 s after a click and emits continue once', async () => {
    const { actor, onContinue } = start(async () => quote());
    await flush();
    actor.send({ type: 'continue.click' });
    actor.send({ type: 'continue.click' });
    expect(onContinue).toHaveBeenCalledExactlyOnceWith({ type: 'continue', side: 'buy', form, quote: quote() });
    expect(actor.getSnapshot().matches({ active: { continueButton: 'loading' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().matches({ active: { continueButton: 'loading' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ active: { continueButton: 'idle' } })).toBe(true);
  });

  it('receives fiat when selling, so Continue needs a fiat amount above zero', async () => {
    const spy = vi.fn(async () => quote({ fiatAmount: '0', cryptoAmount: '1' }));
    const actor = createActor(quoteMachine.provide({ actors: { fetchQuote: spyActor(spy) } }), {
      input: { side: 'sell', form: { ...form, amount: '1' }, amountRule: () => true },
    });
    const onContinue = vi.fn();
    actor.on('continue', onContinue);
    actor.start();
    await flush();
    actor.send({ type: 'continue.click' });
    expect(onContinue).not.toHaveBeenCalled();
  });
});
