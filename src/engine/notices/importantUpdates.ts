import { constants } from '../../shared/config/constants';

export interface ImportantUpdatesInput {
  /** The fiat of the active tab's form, buy or sell alike. */
  fiat: string;
  signedIn: boolean;
  /** Epoch ms now, and when the dialog was last shown (undefined: never). */
  now: number;
  lastShownAt: number | undefined;
  /** The user closed it this session: it stays closed until the session ends, whatever the gap. */
  closedThisSession: boolean;
  /** The user started a buy or sell this session (Continue on home): the dialog does not interrupt it. */
  tradeUnderWay: boolean;
}

export interface ImportantUpdatesRule {
  fiats: readonly string[];
  repeatGapMs: number;
  cutoff: string;
}

const configuredRule: ImportantUpdatesRule = {
  fiats: constants.importantUpdatesFiats,
  repeatGapMs: constants.importantUpdatesRepeatGapMs,
  cutoff: constants.importantUpdatesCutoff,
};

/**
 * product §4: the one-time important-updates dialog about bank holidays is shown for buy or sell with
 * USD or SGD, when signed in, more than 30 minutes after it was last shown, before the cut-off date;
 * never again in a session where the user closed it, and never over a trade under way (coming back
 * to home mid-buy, signed in by the buy's own login).
 */
export function shouldShowImportantUpdates(input: ImportantUpdatesInput, rule: ImportantUpdatesRule = configuredRule): boolean {
  if (input.closedThisSession || input.tradeUnderWay) return false;
  if (!input.signedIn || !rule.fiats.includes(input.fiat)) return false;
  if (input.now >= Date.parse(rule.cutoff)) return false;
  return input.lastShownAt === undefined || input.now - input.lastShownAt > rule.repeatGapMs;
}
