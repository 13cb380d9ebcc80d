import { constants } from '../../shared/config/constants';

export interface ImportantUpdatesInput {
  fiat: string;
  signedIn: boolean;
  /** Epoch ms when the dialog was last shown, or undefined when never. */
  lastShownAt: number | undefined;
  now: number;
}

/**
 * Spec §4: the bank-holiday notice shows for buy or sell in USD or SGD, when signed in, more than
 * 30 minutes after it was last shown, and before the cut-off date (all from config/constants.json).
 */
export function shouldShowImportantUpdates({ fiat, signedIn, lastShownAt, now }: ImportantUpdatesInput): boolean {
  if (!signedIn || !constants.importantUpdatesFiats.includes(fiat)) return false;
  if (now >= Date.parse(constants.importantUpdatesCutoff)) return false;
  return lastShownAt === undefined || now - lastShownAt > constants.importantUpdatesRepeatGapMs;
}

export const importantUpdatesShownKey = 'gangway.importantUpdatesShownAt';
