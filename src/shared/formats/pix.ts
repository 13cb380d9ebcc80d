import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isCnpj, isCpf } from './tax-ids';

// Banco Central do Brasil, Regulamento Pix: a key is a CPF, a CNPJ, an e-mail, a +55 phone or a random (EVP) UUID.
const EVP_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_KEY = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A Brazilian phone number, with +55 or as Brazilians write it at home: (11) 98765-4321. Dots mean a CPF. */
function isBrazilianPhone(key: string): boolean {
  if (!/^[\d\s()+-]+$/.test(key)) return false;
  const phone = parsePhoneNumberFromString(key, 'BR');
  return phone?.country === 'BR' && phone.isValid();
}

/**
 * A PIX key of any of the five kinds the Brazilian central bank defines. Eleven digits are read
 * as a CPF first, as the DICT does; a number that is not a CPF may still be a phone key.
 */
export function isPixKey(value: string): boolean {
  const key = value.trim();
  if (EVP_KEY.test(key)) return true;
  if (key.includes('@')) return EMAIL_KEY.test(key) && key.length <= 77;
  if (key.startsWith('+')) return isBrazilianPhone(key);
  return isCpf(key) || isCnpj(key) || isBrazilianPhone(key);
}
