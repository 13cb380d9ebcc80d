/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * A duration in milliseconds, at most 2^31-1 (about 24.8 days): a longer delay makes setTimeout fire at once.
 */
export type Ms = number;

/**
 * Business constants and limits (product §9) plus the server's timing and security limits. Every timer, page size and cap in the product reads its value here.
 */
export interface ConstantsConfig {
  $schema?: string;
  /**
   * Product §9: an API request is abandoned after this long (130000).
   */
  requestTimeoutMs: number;
  /**
   * Product §9: the notice list is fetched again this often (1 hour).
   */
  noticeRefreshMs: number;
  /**
   * Product §9: how long a toast (and the notice toast) stays on screen (3 s).
   */
  toastMs: number;
  /**
   * Product §4/§9: the rate refresh countdown before re-quoting (15 s).
   */
  quoteRefreshCountdownMs: number;
  /**
   * Product §4/§9: the 'updating rates' state shown after the countdown (500 ms).
   */
  quoteUpdatingMs: number;
  /**
   * Product §4/§9: typing in the amount re-quotes this long after the last keystroke (800 ms).
   */
  amountDebounceMs: number;
  /**
   * Product §5/§9: search box debounce (500 ms).
   */
  searchDebounceMs: number;
  /**
   * Product §2/§9: the search box takes focus this long after the overlay opens (300 ms).
   */
  searchFocusDelayMs: number;
  /**
   * Product §4/§9: the Continue button shows its loader for about this long after a click.
   */
  continueLoaderMs: number;
  /**
   * Product §4/§9: the important-updates dialog is shown again only after this gap (30 minutes).
   */
  importantUpdatesRepeatGapMs: number;
  /**
   * Product §4: fiats for which the important-updates (bank holidays) dialog is shown, buy and sell.
   */
  importantUpdatesFiats: string[];
  /**
   * Product §4: the important-updates dialog is no longer shown after this instant.
   */
  importantUpdatesCutoff: string;
  /**
   * Product §8: loading a script chunk fails after this long (120 s).
   */
  chunkLoadTimeoutMs: number;
  /**
   * How many times a failed script chunk is fetched again before the failure is reported.
   */
  chunkLoadRetries: number;
  /**
   * The first render waits at most this long for the opening screen's chunk (index.html preloads the landing screen's beside the shell), so the page shows the screen at once rather than a spinner and the screen a render later. Past it, the layout shows with a spinner while the chunk loads.
   */
  firstScreenWaitMs: number;
  /**
   * Product §9: at most this many saved cards per user (6).
   */
  savedCardsMax: number;
  /**
   * Product §5/§9: decimals allowed in a sell crypto amount (6).
   */
  sellCryptoDecimals: number;
  /**
   * Product §7/§9: crypto list page size (20).
   */
  cryptoListPageSize: number;
  /**
   * Product §7/§9: fiat list page size (999).
   */
  fiatListPageSize: number;
  /**
   * Product §2/§9: steps in the buy step bar ('Step {0} of 3').
   */
  buyStepCount: number;
  /**
   * Product §1/§9: PC layout from this width up, phone layout below (791 px).
   */
  wideScreenBreakpointPx: number;
  /**
   * Product §9: the design width that UI sizes scale from (375).
   */
  baseUiSize: number;
  /**
   * Product §3/§9: depositType sent in the buy order query (2).
   */
  depositType: number;
  /**
   * Product §3/§9: payWayCode of a sell payout when none is chosen (19000).
   */
  defaultSellPayWayCode: string;
  /**
   * Product §1/§9: language used when none is chosen (en-US).
   */
  defaultLanguage: string;
  /**
   * Product §1: the supported interface languages; each has a file in config/locales.
   *
   * @minItems 1
   */
  languages: [string, ...string[]];
  /**
   * Product §5/§9: a KYC photo must be over this size (500 KB) to be clear enough.
   */
  photoMinBytes: number;
  /**
   * Product §5: image MIME types accepted for KYC uploads; others get 'Unsupported image type'.
   */
  photoTypes: string[];
  /**
   * Product §5/§9: allowed lengths of a SWIFT/BIC code (8 or 11).
   */
  swiftLengths: number[];
  /**
   * Product §9: masking keeps this many first characters and replaces the rest with stars (ID and tax numbers, e-mails, logs); a payout account's own number follows payoutAccountVisibleLastChars instead.
   */
  maskVisibleChars: number;
  /**
   * Issue 30, overriding product §9's 'first 4 characters plus stars' for payout accounts only: the value that identifies a saved payout account (its form's accountSummary.accountId fields: account number, IBAN, CLABE, PIX key, wallet phone, proxy) shows stars, then its last this many characters, as a card shows its last four, because that is how people recognise an account. The account's other sensitive fields (ID and tax numbers) keep maskVisibleChars.
   */
  payoutAccountVisibleLastChars: number;
  /**
   * Product §9: a card payout arrives within this many minutes (15).
   */
  cardPayoutMaxMinutes: number;
  bankPayoutDays: Range;
  /**
   * Product §9: when a bank transfer is received (GBP 1 minute to 2 hours; other currencies a number of work days).
   */
  bankTransferReceipt: {
    gbpMinMinutes: number;
    gbpMaxMinutes: number;
    otherWorkDays: number;
  };
  /**
   * Product §9: a KYC submission takes about this many minutes (2).
   */
  kycSubmissionMinutes: number;
  kycReviewMinutes: Range1;
  /**
   * Product §4/§9: a manual KYC review ends within this many hours (24).
   */
  kycManualReviewHours: number;
  /**
   * While a KYC review is waiting, its status is read again this often.
   */
  kycPollIntervalMs: number;
  /**
   * While a buy payment result or a sell order is still moving, its status is read again this often.
   */
  orderPollIntervalMs: number;
  /**
   * Product §9: legend-trading review takes 2 minutes to 1 work day.
   */
  legendReview: {
    minMinutes: number;
    maxWorkDays: number;
  };
  /**
   * Product §1/§9: first-order discount on the ramp (processing) fee, in percent (50).
   */
  promoFirstOrderDiscountPercent: string;
  /**
   * Product §9: the build environments.
   */
  environments: string[];
  /**
   * Product §5: digits in the e-mail verification code (6).
   */
  verificationCodeLength: number;
  /**
   * Server: a sent code is accepted for this long (10 minutes).
   */
  verificationCodeLifetimeMs: number;
  /**
   * Server: a new code may be sent to the same e-mail only after this gap (60 s).
   */
  verificationCodeResendGapMs: number;
  /**
   * Server: wrong tries after which a code is dead (5).
   */
  verificationCodeMaxAttempts: number;
  /**
   * Server: codes sent to one e-mail address per hour at most.
   */
  codeSendsPerEmailPerHour: number;
  /**
   * Server: codes sent from one client IP per hour at most.
   */
  codeSendsPerIpPerHour: number;
  /**
   * Server: a signed request whose timestamp is further than this from the server clock is refused (5 minutes).
   */
  signTimestampSkewMs: number;
  /**
   * Server: a signed merchant link is refused as expired this long after its timestamp, unless its merchant sets linkLifetimeMs (15 minutes).
   */
  merchantLinkLifetimeMs: number;
  /**
   * Server: a 'continue in a new tab' handoff token can be exchanged for this long after it is issued, once (5 minutes).
   */
  handoffLifetimeMs: number;
  /**
   * Server: handoff token exchanges tried from one client IP per hour at most, used or not.
   */
  handoffExchangesPerIpPerHour: number;
  /**
   * Server: unexpired handoff tokens one session may hold at once; one more is refused until one expires.
   */
  handoffsLivePerSession: number;
  /**
   * In-app browsers (webviews) the embedded checkout recognises by user agent, so it can tell the host page it runs in one (embed.capabilities).
   */
  inAppWebviews: {
    /**
     * The name reported to the host page.
     */
    name: string;
    /**
     * A JavaScript regular expression tested against navigator.userAgent.
     */
    userAgentPattern: string;
  }[];
  /**
   * Server: a login session ends this long after the login, however active it is; the next signed call answers sessionExpired (70006) and the user logs in again by e-mail code (7 days).
   */
  sessionLifetimeMs: number;
  /**
   * Server: a login session with no signed call for this long ends; the next call answers sessionExpired (70006). Each accepted signed call restarts the count (24 hours).
   */
  sessionIdleMs: number;
  /**
   * Server: a quote can be used to create an order for this long.
   */
  quoteValidityMs: number;
  /**
   * Server: an unpaid buy order closes after this long ('This order has timed out').
   */
  buyOrderPaymentWindowMs: number;
  /**
   * Product §4: a sell order expires after this long; funds must not be sent after expiry.
   */
  sellOrderExpiryMs: number;
  /**
   * Server: the largest request body a route reads, in bytes; a larger one is refused with 413 before it is parsed. Each route accepts only what its largest valid body needs.
   */
  requestBodyMaxBytes: {
    /**
     * Every JSON route unless it says otherwise; the largest valid body (a buy order with a 2000-character merchantParam) is under 10 KB.
     */
    default: number;
    /**
     * POST /mail/sending and /user/login: an e-mail of at most 254 characters and a six-digit code.
     */
    credentials: number;
    /**
     * KYC photo uploads (product §5: over 500 KB): the only routes that read megabytes.
     */
    photo: number;
    /**
     * POST /embed/handoff: the frame's session state (at most 32 KB, refused by name beyond) and the step it hands over.
     */
    handoff: number;
    /**
     * POST /providers/{adapter}/events: one provider event as the provider signed it.
     */
    providerEvent: number;
  };
  /**
   * Server: quotes one client IP may ask for without signing in, per window (fixed windows; each instance counts in memory and merges its counts into the store every mergeMs, so every instance shares them within one merge); more answer rateLimited (40029). The home page asks every 15 s and after each amount change.
   */
  visitorQuoteLimit: {
    max: number;
    windowMs: Ms;
    /**
     * A duration in milliseconds, at most 2^31-1 (about 24.8 days): a longer delay makes setTimeout fire at once.
     */
    mergeMs: number;
  };
  /**
   * Server: the periodic jobs that delete what has ended (the record of quotes orders used, past their expiry, rate-limit windows past their end, merchant webhook events past merchants.json webhooks.retentionMs), each every everyMs. Each statement deletes at most batchSize rows; a pass stops after maxBatchesPerPass statements and the next pass goes on.
   */
  storeCleanup: {
    everyMs: Ms;
    batchSize: number;
    maxBatchesPerPass: number;
  };
}
/**
 * Product §9: a bank account payout arrives in this many days (2-3).
 */
export interface Range {
  min: number;
  max: number;
}
/**
 * Product §4/§9: a KYC review normally takes this many minutes (5-10).
 */
export interface Range1 {
  min: number;
  max: number;
}
