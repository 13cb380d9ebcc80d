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
