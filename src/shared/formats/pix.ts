import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isCnpj, isCpf } from './tax-ids';

// Banco Central do Brasil, Regulamento Pix: a key is a CPF, a CNPJ, an e-mail, a +55 phone or a random (EVP) UUID.
const EVP_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_KEY = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A PIX key of any of the five kinds the Brazilian central bank defines. */
export function isPixKey(value: string): boolean {
  const key = value.trim();
  if (EVP_KEY.test(key)) return true;
  if (key.includes('@')) return EMAIL_KEY.test(key) && key.length <= 77;
  if (key.startsWith('+')) {
    const phone = parsePhoneNumberFromString(key);
    return phone?.country === 'BR' && phone.isValid();
  }
  return isCpf(key) || isCnpj(key);
}
