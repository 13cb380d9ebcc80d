import { describe, expect, it } from 'vitest';
import { buyQuoteFixture } from '../../../tests/helpers/machineKit';
import { constants } from '../../shared/config/constants';
import type { LandingState } from '../ssr/landingState';
import { firstAnswer, landingAnswers, markShown, pricedAhead } from './landingAnswers';

const form = { fiat: 'USD', alpha2: 'US', crypto: 'USDT', network: 'TRX', amount: '20' };
const state = {
  language: 'en-US',
  pricedAt: 1_000_000,
  quote: { form, data: buyQuoteFixture() },
  notices: [],
  sandbox: { sandbox: true, sandboxKinds: ['card', 'prices'], sandboxNetworks: [] },
} as unknown as LandingState;
const interval = constants.quoteRefreshCountdownMs;

describe("the rendered landing page's answers", () => {
  it('count down what is left of the refresh interval since the quote was priced, whatever the clocks say', () => {
    expect(landingAnswers(state, state.pricedAt + 4000).quote.refreshAt).toBe(state.pricedAt + interval);
    // A browser clock behind the server's: never more than the interval.
    expect(landingAnswers(state, state.pricedAt - 60_000).quote.refreshAt).toBe(state.pricedAt - 60_000 + interval);
    // Far ahead: due at once (its countdown refreshes it as soon as it is shown).
    expect(landingAnswers(state, state.pricedAt + 60_000).quote.refreshAt).toBe(state.pricedAt + 60_000);
  });

  it('price only the buy tab of the very form they priced', () => {
    const answers = landingAnswers(state, state.pricedAt);
    expect(pricedAhead(answers, 'buy', { ...form })).toEqual({ quote: state.quote.data, refreshAt: state.pricedAt + interval });
    expect(pricedAhead(answers, 'buy', { ...form, amount: '21' })).toBeUndefined();
    expect(pricedAhead(answers, 'sell', form)).toBeUndefined();
    expect(pricedAhead(undefined, 'buy', form)).toBeUndefined();
  });

  it("are the first mount's however late it comes (a hydration shows what the server rendered), and no later mount's", () => {
    const late = landingAnswers(state, state.pricedAt + 60_000);
    expect(pricedAhead(late, 'buy', form)).toEqual({ quote: state.quote.data, refreshAt: state.pricedAt + 60_000 });
    expect(firstAnswer(late, 'notices')).toBe(true);
    // A render React discards marks nothing: only a mounted screen's effect does.
    markShown(late, 'quote');
    expect(pricedAhead(late, 'buy', form)).toBeUndefined();
    expect(firstAnswer(late, 'notices')).toBe(true);
    markShown(late, 'notices');
    expect(firstAnswer(late, 'notices')).toBe(false);
  });
});
