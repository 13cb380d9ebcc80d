/**
 * The one thing the server knows of the web app (docs/architecture.md: the server calls the web app's
 * server-render entry, never imports it piecemeal): what it hands the render of the landing page,
 * and what the render bundle of a web build offers. Types and two constants only, so importing it
 * brings nothing of the browser's code into the server.
 */
import type { NoticeItem } from '../../shared/generated/api/lists.schema';
import type { EnvironmentResponse } from '../../shared/generated/api/operations.schema';
import type { BuyQuote, BuyQuoteBody } from '../../shared/generated/api/quotes.schema';

/** What the server answers, in process, for the landing page it renders. */
export interface LandingSources {
  /** The page's language, as the server chose it: ?language=, else Accept-Language, else the default. */
  language: string;
  /** The server's own quote service: the buy quote of the landing page's form, for a visitor. */
  buyQuote(body: BuyQuoteBody): Promise<BuyQuote>;
  /** The notices running now, in the page's language. */
  notices(): Promise<NoticeItem[]>;
  /** Whether sandbox providers are in use, and which kinds, as GET /api/index/environment says: every page then shows the Sandbox strip. */
  sandbox: Pick<EnvironmentResponse['data'], 'sandbox' | 'sandboxKinds' | 'sandboxNetworks'>;
}

/** The render bundle of a web build (src/ui/ssr/landing.tsx). */
export interface LandingRenderer {
  /** Whether a page with this query (the part before the hash) is the landing page: not a merchant's or a plain link, which the browser applies. */
  rendersLanding(pageQuery: URLSearchParams): boolean;
  /** The whole landing page, rendered into the built index.html; rejects when anything it needs fails. */
  renderLanding(template: string, sources: LandingSources): Promise<string>;
}

/** Where a web build keeps its render bundle: vite.config.ts builds it there, the server imports it from there. */
export const landingRendererPath = 'ssr/landing.js';

/** Where the built index.html takes the landing state, first in the head: the landing gate script follows it. */
export const landingStateMarker = '<!--landing-state-->';
