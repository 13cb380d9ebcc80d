import { checkDecimals } from './amount-decimals';
import { passed, type RuleResult } from './rule-result';

/**
 * Spec §5 amount input: keep only digits and one dot, strip leading zeros, and turn a leading dot
 * into "0.". Decisions: a comma counts as the dot, because the decimal key of es, id and vi
 * keyboards types a comma; a second dot is dropped with the digits after it kept ("1.2.3" -> "1.23");
 * a dot or zeros being typed stay as they are ("1." and "0.0" are steps towards "1.5" and "0.05").
 * Given `maxDecimals`, digits past it are refused, and with 0 the dot too ("5000.5" -> "5000").
 */
export function sanitizeAmountInput(raw: string, maxDecimals?: number): string {
  const kept = raw.replace(/,/g, '.').replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  const whole = dot < 0 ? kept : kept.slice(0, dot);
  const typed = dot < 0 ? null : kept.slice(dot + 1).replace(/\./g, '');
  const fraction = typed === null || maxDecimals === undefined ? typed : maxDecimals === 0 ? null : typed.slice(0, maxDecimals);
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || (fraction === null ? '' : '0');
  return fraction === null ? wholeDigits : `${wholeDigits}.${fraction}`;
}

/** What typing gave: the value kept, and why digits were refused when some were (spec §5 decimals message). */
export interface TypedAmount {
  value: string;
  refused: RuleResult;
}

/** The amount-input rule at the keyboard: sanitised, capped at `maxDecimals`, with the reason for what was cut. */
export function typeAmount(raw: string, maxDecimals: number | undefined): TypedAmount {
  const value = sanitizeAmountInput(raw, maxDecimals);
  if (maxDecimals === undefined) return { value, refused: passed };
  return { value, refused: checkDecimals(sanitizeAmountInput(raw), maxDecimals) };
}

/** The amount as the API's decimal string wants it: a dot still being typed ("12.") is not sent. */
export function plainAmount(value: string): string {
  return value.endsWith('.') ? value.slice(0, -1) : value;
}
