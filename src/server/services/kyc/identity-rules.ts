import { validateBirthDate } from '../../../shared/card/birth-date';
import { refuseField } from '../../refusals';
import type { KycIdentity } from './kyc-store';

/**
 * An identity sent for review must be plausible: its birth date passes the card form's rule (a
 * real date, not in the future, of someone aged 18 to 120 at `now`), so KYC and card agree on who is an adult.
 */
export function checkIdentity(identity: KycIdentity, now: number): void {
  if (identity.birthDate === undefined) return;
  const birthDate = validateBirthDate(identity.birthDate, new Date(now));
  if (!birthDate.valid) refuseField('birthDate', birthDate.messageKey, birthDate.params);
}
