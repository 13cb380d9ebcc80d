import type { BuyDraft } from '../../state/buyDraft';
import type { HomeFormState } from '../../state/homeForm';

/**
 * Which document flow the KYC start chose, kept for the session so a reload of /idProof keeps it:
 * 1 is the legend-trading flow (ID and selfie), 2 the full flow with proof of address (spec §4:
 * userLevel 2 uses the provider flow at /kycVerification).
 */
export type KycLevel = 1 | 2;

const key = 'gangway.kycLevel';

export function saveKycLevel(storage: Storage, level: KycLevel): void {
  storage.setItem(key, String(level));
}

export function kycLevel(storage: Storage): KycLevel {
  return storage.getItem(key) === '2' ? 2 : 1;
}

/** The start route of each flow (config/routes.json names). */
export const levelOfStartRoute: Record<string, KycLevel> = { kycVerify: 1, kycVerification: 2 };

/**
 * The fiat of the 'Payment limit up to' line (spec §6): the order being verified for, else the
 * fiat on the home tab the user came from. The server answers the limit in that fiat only.
 */
export function quotaFiatOf(draft: Pick<BuyDraft, 'order' | 'form'>, home: HomeFormState): string {
  return draft.order?.fiatCurrency ?? draft.form?.fiat ?? home[home.tab].fiat;
}
