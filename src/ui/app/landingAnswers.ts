import type { SandboxMarker } from '../../engine/environment/sandboxMarkerMachine';
import { sameForm, type QuoteData, type QuoteForm } from '../../engine/quote/quoteMachine';
import { constants } from '../../shared/config/constants';
import type { NoticeItem } from '../../shared/generated/api/lists.schema';
import type { LandingState } from '../ssr/landingState';

/** What the server answered for the landing page it rendered, on this clock: the first answers of its machines. */
export interface LandingAnswers {
  quote: { form: QuoteForm; data: QuoteData; refreshAt: number };
  notices: NoticeItem[];
  sandbox: SandboxMarker;
}

/**
 * The rendered page's answers as of `now`. The quote counts down what is left of its refresh
 * interval since it was priced (the page may have been rendered for an earlier visitor): never
 * more than the interval, whatever the two clocks say.
 */
export function landingAnswers(state: LandingState, now: number): LandingAnswers {
  const age = Math.min(Math.max(now - state.pricedAt, 0), constants.quoteRefreshCountdownMs);
  return { quote: { ...state.quote, refreshAt: now + constants.quoteRefreshCountdownMs - age }, notices: state.notices, sandbox: state.sandbox };
}

/** Whether the answers still stand: until the quote's refresh, after which every machine asks for itself. */
export function landingFresh(answers: LandingAnswers | undefined, now: number): answers is LandingAnswers {
  return answers !== undefined && now < answers.quote.refreshAt;
}

/** The landing quote for a tab whose form is the one it priced, while it stands. */
export function pricedAhead(
  answers: LandingAnswers | undefined,
  side: 'buy' | 'sell',
  form: QuoteForm,
  now: number,
): { quote: QuoteData; refreshAt: number } | undefined {
  if (side !== 'buy' || !landingFresh(answers, now) || !sameForm(form, answers.quote.form)) return undefined;
  return { quote: answers.quote.data, refreshAt: answers.quote.refreshAt };
}
