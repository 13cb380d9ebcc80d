import { failed, passed, type RuleResult } from '../rules/rule-result';

// The card form requires an adult; over 120 years is a typing mistake.
const MIN_AGE = 18;
const MAX_AGE = 120;

/** Product §5 card form birth date ('Invalid birth date!'): a real YYYY-MM-DD date of someone aged 18 to 120 at `now`. */
export function validateBirthDate(value: string, now: Date = new Date()): RuleResult {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return failed('validation.card.birthDate.invalid');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return failed('validation.card.birthDate.invalid');
  const birthdayPassed = now.getUTCMonth() > month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() >= day);
  const age = now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
  return age >= MIN_AGE && age <= MAX_AGE ? passed : failed('validation.card.birthDate.invalid');
}
