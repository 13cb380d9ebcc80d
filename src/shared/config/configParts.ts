/**
 * The browser's config comes in two parts, as its strings do (src/ui/i18n/localeParts.ts): what the
 * landing page reads, bundled with the first screen, and the fields below, which only later pages
 * or the server read (a method's icon, fees and payment page; a network's address rules and
 * explorer links; the constants of later pages and the server's limits). The
 * build splits each file so (scripts/lib/jsonPartsPlugin.ts); browserSource.ts puts the rest in place
 * once the landing page has shown, and before any other page renders (WholeApp.tsx). A field not
 * listed here stays in the landing part: a new field costs bytes, never a page reading undefined.
 * vite.config.ts reads this file too: its one import has the suffix Node's resolver needs.
 */
import { jsonPart } from '../jsonParts.js';

export type ConfigPart = 'landing' | 'rest';

/** Per config file (its name in the config directory), the key paths of the rest part. */
export const restConfigFields: Readonly<Record<string, readonly string[]>> = {
  // The names the search lists show (the landing shows codes), and what puts a crypto on the popular list.
  'assets.json': ['fiats.*.nameKey', 'cryptos.*.nameKey', 'cryptos.*.popular'],
  // Those of later pages (search lists, KYC, payment windows, payouts) and the server's own limits.
  'constants.json': [
    'searchDebounceMs',
    'searchFocusDelayMs',
    'savedCardsMax',
    'cryptoListPageSize',
    'fiatListPageSize',
    'baseUiSize',
    'depositType',
    'photoMinBytes',
    'photoTypes',
    'swiftLengths',
    'maskVisibleChars',
    'payoutAccountVisibleLastChars',
    'cardPayoutMaxMinutes',
    'bankPayoutDays',
    'bankTransferReceipt',
    'kycSubmissionMinutes',
    'kycReviewMinutes',
    'kycManualReviewHours',
    'kycPollIntervalMs',
    'orderPollIntervalMs',
    'legendReview',
    'promoFirstOrderDiscountPercent',
    'environments',
    'verificationCodeLifetimeMs',
    'verificationCodeMaxAttempts',
    'codeSendsPerEmailPerHour',
    'codeSendsPerIpPerHour',
    'signTimestampSkewMs',
    'merchantLinkLifetimeMs',
    'handoffLifetimeMs',
    'handoffExchangesPerIpPerHour',
    'handoffsLivePerSession',
    'sessionLifetimeMs',
    'sessionIdleMs',
    'quoteValidityMs',
    'buyOrderPaymentWindowMs',
    'sellOrderExpiryMs',
    'requestBodyMaxBytes',
    'visitorQuoteLimit',
    'storeCleanup',
  ],
  'payment-methods.json': [
    'methods.*.icon',
    'methods.*.qrIcon',
    'methods.*.fee',
    'methods.*.routerPath',
    'methods.*.embed',
    'methods.*.banks',
    'methods.*.cardType',
    'methods.*.payoutTimeKey',
    'methods.*.payoutForm',
    'methods.*.kycRule',
    'methods.*.identityReview',
  ],
  // The server's status for a code, and a card decline's result (payment result).
  'errors.json': ['codes.*.httpStatus', 'codes.*.cardResult'],
  'networks.json': [
    'nameServices',
    'networks.*.addressRegex',
    'networks.*.addressFormat',
    'networks.*.memoRegex',
    'networks.*.memoFormat',
    'networks.*.memoLabelKey',
    'networks.*.explorerTxUrl',
    'networks.*.explorerAddressUrl',
    'networks.*.nameServices',
    'networks.*.tokens',
    'networks.*.chainId',
  ],
};

/** One part of a config file; a file with no rest fields is all landing part. */
export function configPart(file: string, tree: unknown, part: ConfigPart): unknown {
  const paths = restConfigFields[file] ?? [];
  return jsonPart(tree, paths, part === 'rest' ? 'matched' : 'unmatched') ?? {};
}
