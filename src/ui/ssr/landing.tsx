import { renderToString } from 'react-dom/server';
import type { Requester } from '../../api/client';
import { constants } from '../../shared/config/constants';
import { fallbackRoute } from '../../shared/config/routes';
import type { BuyQuote, BuyQuoteBody } from '../../shared/generated/api/quotes.schema';
import { supportedLanguages } from '../../shared/i18n';
import { recordIntlTexts } from '../../shared/intlText';
import { App } from '../App';
import { landingAnswers } from '../app/landingAnswers';
import { createServices } from '../app/services';
import { setupI18n } from '../i18n/setupI18n';
import { languageStorageKey } from '../i18n/language';
import { documentTitle } from '../layout/useDocumentTitle';
import { memoryStorage } from '../merchant/embed/blockedStorage';
import { plainKeys } from '../merchant/followLinks';
import { memoryNavigator } from '../router/navigator';
import { preloadScreen, screenLoaded } from '../router/screenLoader';
import { askQuote } from '../screens/home/askQuote';
import { withSavedPayWay } from '../screens/home/savedPayWay';
import { emptyBuyDraft } from '../state/buyDraft';
import { defaultHomeForm } from '../state/homeForm';
import { createMerchantStore } from '../state/merchant';
import { sessionStorageKey } from '../state/session';
import { landingStateMarker, type LandingRenderer, type LandingSources } from './contract';
import { landingStateBlock, type LandingGateRules, type LandingState } from './landingState';

/** A page query with any of these is a link the browser applies (a merchant's, or a plain link's type, country or e-mail). */
const linkParameters = ['appId', ...plainKeys];

export const rendersLanding: LandingRenderer['rendersLanding'] = (pageQuery) => !linkParameters.some((name) => pageQuery.has(name));

/** What the landing gate checks for a page rendered in `language` (landingGate.ts). */
function gateRules(language: string): LandingGateRules {
  const landing = fallbackRoute();
  return {
    hashes: ['', '#', '#/', `#${landing.path}`, `#${landing.path}/`],
    wide: `(min-width: ${constants.wideScreenBreakpointPx}px)`,
    language,
    languageKey: languageStorageKey,
    signInKey: sessionStorageKey,
    signedOut: JSON.stringify({ user: null }),
    keptPrefix: languageStorageKey.slice(0, languageStorageKey.indexOf('.') + 1),
  };
}

/** The keys the render in progress asked for and the landing part of the locale lacks (a render runs synchronously). */
const missing = new Set<string>();

/**
 * One i18next instance per language for every render: a render never changes its language, and
 * setting one up is a good part of a render's time. With the landing part of the locale only, as
 * the browser has it when it hydrates: a key outside it would show as the key.
 */
const translations = new Map<string, ReturnType<typeof setupI18n>>();
function translationsIn(language: string): ReturnType<typeof setupI18n> {
  let i18n = translations.get(language);
  if (!i18n) {
    i18n = setupI18n(language, memoryStorage(), undefined, (key) => missing.add(key)).then(readOnlyView);
    translations.set(language, i18n);
    i18n.catch(() => translations.delete(language));
  }
  return i18n;
}

/**
 * What a render is given of an i18next instance: an object with no property of its own whose
 * prototype is the instance, so it reads and calls the instance's own (an instance's methods are
 * bound to it). react-i18next's useTranslation copies every own property of the instance it is
 * given (42 of them) into a new object on each component's mount (createI18nWrapper): with the
 * instance itself, a tenth of a fresh render and its garbage. A render only reads its strings.
 */
function readOnlyView<T extends object>(instance: T): T {
  return Object.create(instance) as T;
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** `template` with `marker` replaced; a template without it is not the index.html this bundle was built with. */
function replaceOnce(template: string, marker: string | RegExp, by: string): string {
  if (!(typeof marker === 'string' ? template.includes(marker) : marker.test(template))) throw new Error(`the page template has no ${String(marker)}`);
  return template.replace(marker, () => by);
}

/**
 * The landing page (product §2 /index) as the browser renders it for a visitor on a phone: home, the
 * buy tab, the default amount and pair with the live quote, the notices and the Sandbox strip, in
 * the page's language. The app itself renders it, from the very state it hands the browser in the
 * page (landingState.ts), so the browser's first render is this one and it hydrates without asking
 * the quote, the notices or the environment again.
 */
export const renderLanding: LandingRenderer['renderLanding'] = async (template: string, sources: LandingSources) => {
  if (!supportedLanguages.includes(sources.language)) throw new Error(`"${sources.language}" is not a language of the checkout`);
  const landing = fallbackRoute();
  const navigator = memoryNavigator(landing.path);
  const merchant = createMerchantStore();
  // The buy tab's first form, as HomeScreen mounts it for a plain visit with nothing kept.
  const form = withSavedPayWay(defaultHomeForm().buy, emptyBuyDraft, null);
  const server: Requester = {
    request: async <T,>(request: Parameters<Requester['request']>[0]) => ({
      kind: 'ok' as const,
      data: (await sources.buyQuote(request.body as BuyQuoteBody)) as T,
      headers: {},
    }),
  };
  const [quote, notices] = await Promise.all([
    askQuote({ api: server, navigator, merchant }, 'buy', form),
    sources.notices(),
    preloadScreen(landing.screen, constants.chunkLoadTimeoutMs),
  ]);
  if (quote.kind !== 'ok') throw new Error('the landing quote was not priced');
  if (!screenLoaded(landing.screen)) throw new Error(`the ${landing.screen} screen did not load`);
  const state: LandingState = {
    language: sources.language,
    pricedAt: Date.now(),
    quote: { form, data: quote.data as BuyQuote },
    notices,
    sandbox: sources.sandbox,
    gate: gateRules(sources.language),
    intlTexts: {},
  };
  const services = await createServices({
    navigator,
    linkLanguage: sources.language,
    local: memoryStorage(),
    session: memoryStorage(),
    merchant,
    landing: landingAnswers(state, state.pricedAt),
    i18n: await translationsIn(sources.language),
  });
  missing.clear();
  const { result: markup, texts } = recordIntlTexts(() => renderToString(<App services={services} buildId="" watchVersion={false} />));
  state.intlTexts = texts;
  if (missing.size > 0) throw new Error(`the landing part of the ${sources.language} locale lacks ${[...missing].join(', ')} (src/ui/i18n/localeParts.ts)`);
  const title = documentTitle(services.i18n.t(landing.titleKey), services.i18n.t('web.brand'));
  let page = replaceOnce(template, /<html lang="[^"]*"/, `<html lang="${escapeHtml(sources.language)}"`);
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  page = replaceOnce(page, landingStateMarker, landingStateBlock(state));
  return replaceOnce(page, '<div id="root"></div>', `<div id="root">${markup}</div>`);
};
