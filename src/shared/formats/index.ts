import { isCardExpiry, isCardNumber } from './card';
import { isInternationalPhone } from './contact';
import { isBic, isIban, isSepaIban } from './iso-banking';
import { isCbu, isCbuWithItsBankCode, isClabe } from './latam-accounts';
import { isNuban } from './nuban';
import { isPixKey } from './pix';
import { isAbaRouting, isBsb, isIfsc, isSortCode } from './routing-codes';
import { isCnpj, isCpf, isCuit, isRuc, isRut, isTurkishIdentity } from './tax-ids';

/**
 * Named string formats usable from any JSON Schema (`"format": "iban"`) and from the check CLI.
 * Each takes the raw string and says whether it is valid, check digits included. Identifier
 * formats ignore spaces, dots, hyphens, slashes and letter case (see compactIdentifier).
 */
export type FormatCheck = (value: string) => boolean;

export const namedFormats: Record<string, FormatCheck> = {
  iban: isIban,
  'iban-sepa': isSepaIban,
  bic: isBic,
  ifsc: isIfsc,
  'sort-code': isSortCode,
  bsb: isBsb,
  'aba-routing': isAbaRouting,
  clabe: isClabe,
  cbu: isCbu,
  'cbu-bank-code': isCbuWithItsBankCode,
  cpf: isCpf,
  cnpj: isCnpj,
  'pix-key': isPixKey,
  rut: isRut,
  cuit: isCuit,
  ruc: isRuc,
  'tr-identity': isTurkishIdentity,
  nuban: isNuban,
  'card-number': isCardNumber,
  'card-expiry': isCardExpiry,
  'phone-e164': isInternationalPhone,
};

/**
 * The named formats whose value identifies an account or a person (an account or card number, a
 * payment key, an ID or tax number), so a payout form field with one must be `sensitive`
 * (validate:config). Bank and routing codes, expiry dates and contact phones identify neither.
 */
export const identifyingFormats: ReadonlySet<string> = new Set([
  'iban',
  'iban-sepa',
  'clabe',
  'cbu',
  'cpf',
  'cnpj',
  'pix-key',
  'rut',
  'cuit',
  'ruc',
  'tr-identity',
  'nuban',
  'card-number',
]);
