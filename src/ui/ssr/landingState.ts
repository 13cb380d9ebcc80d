import type { SandboxMarker } from '../../engine/environment/sandboxMarkerMachine';
import type { QuoteForm } from '../../engine/quote/quoteMachine';
import type { NoticeItem } from '../../shared/generated/api/lists.schema';
import type { BuyQuote } from '../../shared/generated/api/quotes.schema';

/** What the landing gate (landingGate.ts) checks before the first paint, to keep or hide the rendered page. */
export interface LandingGateRules {
  /** The addresses the landing page shows at: no hash, an empty one, and the fallback route's, without a query. */
  hashes: string[];
  /** The media query of the PC layout: the server renders the phone layout (product §1). */
  wide: string;
  /** The language the page was rendered in, and where a session keeps its own (product §1). */
  language: string;
  languageKey: string;
  /** Where the browser keeps a sign-in, and what it keeps once signed out. */
  signInKey: string;
  signedOut: string;
  /** What the app keeps in sessionStorage starts so: a kept form, merchant link or closed notice may change the page. */
  keptPrefix: string;
}

/**
 * The state the server rendered the landing page from, handed to the browser in the page (a
 * `<script type="application/json">` block, never run): the browser hydrates from the same state,
 * so its first render is the server's and it asks for none of it again.
 */
export interface LandingState {
  language: string;
  /** Epoch ms, on the server's clock, when the quote was priced: its refresh countdown runs from there. */
  pricedAt: number;
  quote: { form: QuoteForm; data: BuyQuote };
  notices: NoticeItem[];
  sandbox: SandboxMarker;
  gate: LandingGateRules;
  /** The texts the render asked Intl for, by key (shared/intlText.ts): the hydration asks Intl nothing. */
  intlTexts: Record<string, string>;
}

/** The id of the JSON block in the page's head. */
export const landingStateId = 'landing-state';

/** Set on <html> by the landing gate when the rendered page must not show: the browser renders its own. */
export const landingOffAttribute = 'data-landing-off';

/**
 * The state as a JSON block. `<` is written as \u003c so that no `</script>` or `<!--` in a
 * notice or a config string can end the block early: JSON.parse reads it back as `<`.
 */
export function landingStateBlock(state: LandingState): string {
  return `<script type="application/json" id="${landingStateId}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`;
}

/** The state of the page the server rendered, or undefined in a page the browser renders alone. */
export function readLandingState(doc: Pick<Document, 'getElementById'>): LandingState | undefined {
  const block = doc.getElementById(landingStateId);
  return block?.textContent ? (JSON.parse(block.textContent) as LandingState) : undefined;
}
