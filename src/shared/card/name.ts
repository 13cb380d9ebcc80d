import { failed, passed, type RuleResult } from '../rules/rule-result';

// Letters of any script with the spaces, apostrophes, dots and hyphens names carry ("O'Brien", "Nguyễn Văn"),
// starting with a letter; at most 50 characters, the longest name field card gateways take.
const NAME = /^\p{L}[\p{L}\p{M}' .-]*$/u;
const MAX_LENGTH = 50;

/** Spec §5 card form: a first or last name ('Invalid name!'). */
export function validateName(value: string): RuleResult {
  const name = value.trim();
  return NAME.test(name) && name.length <= MAX_LENGTH ? passed : failed('validation.card.name.invalid');
}
