import { intlText } from '../intlText';
import { checkDecimals } from './amount-decimals';
import { passed, type RuleResult } from './rule-result';

/** How an amount is read: the active language (its decimal separator) and the decimals the currency allows. */
export interface AmountReading {
  /** A BCP 47 tag, e.g. en-US or es; the default reads en-US. */
  locale?: string;
  maxDecimals?: number;
}

/**
 * Product §5 amount input: a typed or pasted amount in its normal form, digits and one dot, leading
 * zeros stripped, a leading dot made "0.". Which mark is the decimal separator:
 * - both a dot and a comma: the last mark; the others group thousands ("1,000.50", "1.000,50");
 * - one kind, several times: grouping when the groups between the marks have three digits and the
 *   last at most three ("1.000.000", "1,000,0" on its way to "1,000,000"), else the first mark is
 *   the decimal separator and the others are dropped ("1.2.3" -> "1.23", a second dot typed by mistake);
 * - one kind, once: the language's decimal separator (Intl) is decimal. The other mark groups
 *   thousands after a whole part that can be grouped when three digits follow it ("1,000" in en-US,
 *   "1.000" in es), when nothing follows it yet ("1," typed on the way to "1,000"), or when the
 *   digits after it are more than the currency's decimals and fewer than three ("10,0" of a yen
 *   amount on its way to "10,000"); else it is decimal ("1,5" in en-US is 1.5).
 * Full-width digits and marks of CJK input methods count as their ASCII forms; anything else is
 * dropped. A dot or zeros being typed stay ("1." and "0.0" are steps to "1.5" and "0.05"). Given
 * `maxDecimals`, digits past it are cut, and with 0 the dot too ("5000.5" -> "5000").
 */
export function sanitizeAmountInput(raw: string, reading: AmountReading = {}): string {
  const { whole, fraction } = readAmount(raw, reading);
  const { maxDecimals } = reading;
  return normalForm(whole, fraction === null || maxDecimals === undefined ? fraction : maxDecimals === 0 ? null : fraction.slice(0, maxDecimals));
}

/** The whole digits and the decimal digits (null without a decimal mark) of a typed amount, nothing cut. */
function readAmount(raw: string, reading: AmountReading): { whole: string; fraction: string | null } {
  const text = amountCharacters(raw);
  const decimalAt = decimalMarkAt(text, decimalSeparatorOf(reading.locale), reading.maxDecimals);
  return {
    whole: (decimalAt < 0 ? text : text.slice(0, decimalAt)).replace(/[.,]/g, ''),
    fraction: decimalAt < 0 ? null : text.slice(decimalAt + 1).replace(/[.,]/g, ''),
  };
}

function normalForm(whole: string, fraction: string | null): string {
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || (fraction === null ? '' : '0');
  return fraction === null ? wholeDigits : `${wholeDigits}.${fraction}`;
}

/** What of a typed amount is read: digits, dots and commas, full-width forms folded to ASCII. */
export function amountCharacters(raw: string): string {
  return raw.normalize('NFKC').replace(/[^0-9.,]/g, '');
}

/** What typing gave: the value kept, and why digits were refused when some were (product §5 decimals message). */
export interface TypedAmount {
  value: string;
  refused: RuleResult;
}

/** The amount-input rule at the keyboard: read in the language, capped at `maxDecimals`, with the reason for what was cut. */
export function typeAmount(raw: string, reading: AmountReading): TypedAmount {
  const value = sanitizeAmountInput(raw, reading);
  if (reading.maxDecimals === undefined) return { value, refused: passed };
  const { whole, fraction } = readAmount(raw, reading);
  return { value, refused: checkDecimals(normalForm(whole, fraction), reading.maxDecimals) };
}

/** The amount as the API's decimal string wants it: a dot still being typed ("12.") is not sent. */
export function plainAmount(value: string): string {
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

const separators = new Map<string, string>();

/**
 * The language's decimal separator, asked of Intl once per language; a tag Intl cannot read falls
 * back to the dot. Through intlText, so a server render records it for the browser's hydration.
 */
export function decimalSeparatorOf(locale: string | undefined): string {
  const tag = locale ?? 'en-US';
  return intlText(['decimal', tag], () => {
    let separator = separators.get(tag);
    if (separator === undefined) {
      try {
        separator = new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
      } catch {
        separator = '.';
      }
      separators.set(tag, separator);
    }
    return separator;
  });
}

/** A whole part thousands grouping can start with: one to three digits, not zero. */
const groupLead = /^[1-9]\d{0,2}$/;

/** Where the decimal mark of `text` (digits, dots and commas) is, or -1 for none (see sanitizeAmountInput). */
function decimalMarkAt(text: string, languageDecimal: string, maxDecimals: number | undefined): number {
  const marks = [...text.matchAll(/[.,]/g)].map((match) => match.index);
  const last = marks.at(-1);
  if (last === undefined) return -1;
  const mark = text[last] as string;
  if (marks.some((at) => text[at] !== mark)) return last;
  const [lead = '', ...groups] = text.split(mark);
  const after = groups.at(-1) ?? '';
  if (marks.length > 1) {
    const grouped = groupLead.test(lead) && groups.slice(0, -1).every((group) => group.length === 3) && after.length <= 3;
    return grouped ? -1 : (marks[0] as number);
  }
  if (mark === languageDecimal || !groupLead.test(lead)) return last;
  const beyondDecimals = maxDecimals !== undefined && after.length > maxDecimals && after.length < 3;
  return after === '' || after.length === 3 || beyondDecimals ? -1 : last;
}
