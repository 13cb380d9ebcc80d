/** The part of a payment method entry that carries its nationality rule (config/payment-methods.json). */
export interface NationalityRule {
  nationality?: string[];
}

export type NationalityVerdict = 'allowed' | 'mismatch' | 'unknown';

/**
 * spec §5, §6: TR, PL, NL, BE methods and PIX need a matching identity. Methods without a rule
 * allow everyone; with a rule, an identity that cannot be obtained is 'unknown'.
 */
export function nationalityVerdict(method: NationalityRule, nationality: string | undefined): NationalityVerdict {
  if (!method.nationality) return 'allowed';
  if (!nationality) return 'unknown';
  return method.nationality.includes(nationality.toUpperCase()) ? 'allowed' : 'mismatch';
}
