/**
 * Spec §5 amount input: keep only digits and one dot, strip leading zeros, and turn a leading dot
 * into "0.". Decisions: a comma counts as the dot, because the decimal key of es, id and vi
 * keyboards types a comma; a second dot is dropped with the digits after it kept ("1.2.3" -> "1.23");
 * a dot or zeros being typed stay as they are ("1." and "0.0" are steps towards "1.5" and "0.05").
 */
export function sanitizeAmountInput(raw: string): string {
  const kept = raw.replace(/,/g, '.').replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  const whole = dot < 0 ? kept : kept.slice(0, dot);
  const fraction = dot < 0 ? null : kept.slice(dot + 1).replace(/\./g, '');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || (fraction === null ? '' : '0');
  return fraction === null ? wholeDigits : `${wholeDigits}.${fraction}`;
}
