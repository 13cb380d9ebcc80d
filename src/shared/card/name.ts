import { failed, passed, type RuleResult } from '../rules/rule-result';

// Letters of any script with the spaces, apostrophes, dots and hyphens names carry ("O'Brien", "Nguyễn Văn"),
// starting with a letter; at most 50 characters, the longest name field card gateways take.
const NAME = /^\p{L}[\p{L}\p{M}' .-]*$/u;
const MAX_LENGTH = 50;

/** The two name fields of a card form; each is refused with a message naming it, not a shared one. */
export type NameField = 'firstName' | 'lastName';

const messageKeys: Record<NameField, string> = {
  firstName: 'validation.card.firstName.invalid',
  lastName: 'validation.card.lastName.invalid',
};

/** Product §5 card form: a first or last name ('Invalid first name!', 'Invalid last name!'). */
export function validateName(value: string, field: NameField): RuleResult {
  const name = value.trim();
  return NAME.test(name) && name.length <= MAX_LENGTH ? passed : failed(messageKeys[field]);
}
