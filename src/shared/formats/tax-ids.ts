import { cnpj, cpf } from 'cpf-cnpj-validator';
import { weightedDigitSum } from './check-digits';
import { compactIdentifier } from './compact';

/** Brazilian CPF: 11 digits with two mod-11 check digits, repeated-digit numbers refused (cpf-cnpj-validator). */
export function isCpf(value: string): boolean {
  return cpf.isValid(compactIdentifier(value), true);
}

/** Brazilian CNPJ: 14 characters (numeric or the RFB 49/2024 alphanumeric form) with two mod-11 check digits. */
export function isCnpj(value: string): boolean {
  return cnpj.isValid(compactIdentifier(value), true);
}

/** Chilean RUT/RUN: body digits weighted 2..7 from the right, check = 11 - sum mod 11 (11 is 0, 10 is K). */
export function isRut(value: string): boolean {
  const rut = compactIdentifier(value);
  // An all-zero body passes the check digit but is no one's number.
  if (!/^\d{7,8}[\dK]$/.test(rut) || /^0+$/.test(rut.slice(0, -1))) return false;
  const body = rut.slice(0, -1).split('').reverse().join('');
  const rest = 11 - (weightedDigitSum(body, [2, 3, 4, 5, 6, 7]) % 11);
  const expected = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return rut.endsWith(expected);
}

/** 11 minus the mod-11 remainder of weights 5,4,3,2,7,6,5,4,3,2: Argentina's CUIT/CUIL (AFIP) and Peru's RUC (SUNAT). */
function mod11Complement(first10: string): number {
  return 11 - (weightedDigitSum(first10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
}

/**
 * Argentine CUIT/CUIL (AFIP): 11 digits, a person (20, 23, 24, 27), company (30, 33, 34) or
 * international (50, 51, 55) prefix, check digit 11 - sum mod 11, read as 0 when 11. A complement
 * of 10 has no digit: AFIP then issues the number under prefix 23 or 24 (33 or 34 for a company)
 * with check digit 9, so 10 reads as 9 under those prefixes and is never issued under the others.
 */
export function isCuit(value: string): boolean {
  const digits = compactIdentifier(value);
  if (!/^(20|23|24|25|26|27|30|33|34|50|51|55)\d{9}$/.test(digits) || /^0+$/.test(digits.slice(2, 10))) return false;
  const rest = mod11Complement(digits.slice(0, 10));
  const check = rest === 11 ? 0 : rest === 10 ? (reissuePrefixes.has(digits.slice(0, 2)) ? 9 : undefined) : rest;
  return check === Number(digits[10]);
}

/** The prefixes AFIP issues a number under when its mod-11 complement is 10. */
const reissuePrefixes = new Set(['23', '24', '33', '34']);

/** Peruvian RUC: 11 digits starting 10, 15, 16, 17 or 20; check digit 10 read as 0 and 11 as 1. */
export function isRuc(value: string): boolean {
  const digits = compactIdentifier(value);
  return /^(10|15|16|17|20)\d{9}$/.test(digits) && mod11Complement(digits.slice(0, 10)) % 10 === Number(digits[10]);
}

/**
 * Turkish identity number (T.C. Kimlik No): 11 digits, no leading zero; the 10th digit is
 * (7 x odd-position sum - even-position sum) mod 10 and the 11th the sum of the first ten mod 10.
 */
export function isTurkishIdentity(value: string): boolean {
  const digits = compactIdentifier(value);
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const d = digits.split('').map(Number);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const firstTen = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return d[9] === tenth && d[10] === firstTen % 10;
}
