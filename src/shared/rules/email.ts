import { failed, passed, type RuleResult } from './rule-result';

// Spec §5: a simple x@y.z shape; the code sent to the address is the real proof.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// RFC 5321 §4.5.3.1.3: a forward path holds at most 256 octets, so an address at most 254 characters.
const MAX_LENGTH = 254;

export function validateEmail(value: string): RuleResult {
  if (value.trim() === '') return failed('validation.email.required');
  return EMAIL.test(value) && value.length <= MAX_LENGTH ? passed : failed('validation.email.invalid');
}
