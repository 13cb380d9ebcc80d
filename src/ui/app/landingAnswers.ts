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
  /** The parts a mounted screen has shown already (firstAnswer): a later mount asks the server itself. */
  shown: Set<LandingPart>;
}

/** The answers a screen takes from the page once: its quote, its notices. */
export type LandingPart = 'quote' | 'notices';

/**
 * The rendered page's answers as of `now`. The quote counts down what is left of its refresh
 * interval since it was priced (the page may have been rendered for an earlier visitor): never
 * more than the interval, whatever the two clocks say.
 */
export function landingAnswers(state: LandingState, now: number): LandingAnswers {
  const age = Math.min(Math.max(now - state.pricedAt, 0), constants.quoteRefreshCountdownMs);
  return {
    quote: { ...state.quote, refreshAt: now + constants.quoteRefreshCountdownMs - age },
    notices: state.notices,
    sandbox: state.sandbox,
    shown: new Set(),
  };
}

/**
 * Whether a part of the answers is still the page's: until a screen showed it (markShown, from an
 * effect, so a render React discards does not count). Not judged on the clock: the hydrating render
 * must show what the server rendered, however long the scripts took to come (a quote past its refresh
 * time is refreshed at once by its countdown). A later mount, back on home, asks for itself.
 */
export function firstAnswer(answers: LandingAnswers | undefined, part: LandingPart): answers is LandingAnswers {
  return answers !== undefined && !answers.shown.has(part);
}

/** A screen showed this part of the page's answers: later mounts ask the server. */
export function markShown(answers: LandingAnswers | undefined, part: LandingPart): void {
  answers?.shown.add(part);
}

/** The landing quote for a tab whose form is the one it priced, unless a screen showed it already. */
export function pricedAhead(answers: LandingAnswers | undefined, side: 'buy' | 'sell', form: QuoteForm): { quote: QuoteData; refreshAt: number } | undefined {
  if (side !== 'buy' || !firstAnswer(answers, 'quote') || !sameForm(form, answers.quote.form)) return undefined;
  return { quote: answers.quote.data, refreshAt: answers.quote.refreshAt };
}
