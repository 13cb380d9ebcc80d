import { constants } from '../config/constants';
import { failed, passed, type RuleResult } from './rule-result';

/** Product §5: 'Please enter the six-digit verification code'; the length comes from constants. */
export function validateVerificationCode(value: string, length: number = constants.verificationCodeLength): RuleResult {
  return new RegExp(`^[0-9]{${length}}$`).test(value) ? passed : failed('validation.code.invalid', { length: String(length) });
}
