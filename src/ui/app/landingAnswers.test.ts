import { describe, expect, it } from 'vitest';
import { buyQuoteFixture } from '../../../tests/helpers/machineKit';
import { constants } from '../../shared/config/constants';
import type { LandingState } from '../ssr/landingState';
import { landingAnswers, landingFresh, pricedAhead } from './landingAnswers';

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
    // Far ahead: refreshed at once.
    const late = landingAnswers(state, state.pricedAt + 60_000);
    expect(late.quote.refreshAt).toBe(state.pricedAt + 60_000);
    expect(landingFresh(late, state.pricedAt + 60_000)).toBe(false);
  });

  it('price only the buy tab of the very form they priced, while they stand', () => {
    const answers = landingAnswers(state, state.pricedAt);
    expect(pricedAhead(answers, 'buy', { ...form }, state.pricedAt + 1)).toEqual({ quote: state.quote.data, refreshAt: state.pricedAt + interval });
    expect(pricedAhead(answers, 'buy', { ...form, amount: '21' }, state.pricedAt + 1)).toBeUndefined();
    expect(pricedAhead(answers, 'sell', form, state.pricedAt + 1)).toBeUndefined();
    expect(pricedAhead(answers, 'buy', form, state.pricedAt + interval)).toBeUndefined();
    expect(pricedAhead(undefined, 'buy', form, state.pricedAt)).toBeUndefined();
  });
});
