import { failed, passed, type RuleResult } from './rule-result';

/**
 * Product §5: a simple x@y.z shape; the code sent to the address is the real proof. Only a bare
 * address: a display name, comment or list (x<a@b.c>, "x" a@b.c, a@b.c,d@e.f) would have a mailer
 * send the code elsewhere, so none of RFC 5322's specials but the dot, no space or control character.
 * The same pattern as schemas/api/common.schema.json $defs/email, which the server checks.
 */
export const EMAIL_PATTERN = /^[^\s\p{Cc}@()<>[\]:;\\,"]+@[^\s\p{Cc}@()<>[\]:;\\,"]+\.[^\s\p{Cc}@()<>[\]:;\\,"]+$/u;
// RFC 5321 §4.5.3.1.3: a forward path holds at most 256 octets, so an address at most 254 characters.
const MAX_LENGTH = 254;

export function validateEmail(value: string): RuleResult {
  if (value.trim() === '') return failed('validation.email.required');
  return EMAIL_PATTERN.test(value) && value.length <= MAX_LENGTH ? passed : failed('validation.email.invalid');
}
