/**
 * One normalisation for every identifier format (account numbers, bank codes, tax ids):
 * people type them with spaces, dots, hyphens or slashes and in either case, so those
 * separators are dropped and letters upper-cased before the canonical shape is checked.
 * Any other character stays and makes the value invalid.
 */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}
