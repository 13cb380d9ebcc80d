import type { ErrorObject, ValidateFunction } from 'ajv';
import { validateKycIdentity } from 'virtual:kyc-identity-validator';
import { isCpf } from '../../../shared/formats/tax-ids';
import type { KycIdentityBody } from '../../../shared/generated/api/kyc.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';

export type IdentityFieldName = keyof KycIdentityBody;
export type IdentityData = Partial<Record<IdentityFieldName, string>>;

export interface IdentityField {
  name: IdentityFieldName;
  labelKey: string;
  required: boolean;
  kind: 'text' | 'date' | 'country' | 'idType';
  hintKey?: string;
  autoComplete?: string;
  /** A named format the value must also pass (cpf: the Brazilian taxpayer number PIX needs), with its own message. */
  format?: { name: 'cpf'; messageKey: string };
}

/** ID document kinds the forms offer (product §3 Turkey form: ID card, driver license, passport). */
export const idTypes = [
  { value: 'ID_CARD', labelKey: 'legend.idTypes.idCard' },
  { value: 'DRIVER_LICENSE', labelKey: 'legend.idTypes.driverLicense' },
  { value: 'PASSPORT', labelKey: 'legend.idTypes.passport' },
] as const;

/** Product §3 legend-trading KYC form: first and last name, country, state, city, address, zipcode, ID type and number, birthdate, SSN. */
export const legendFields: IdentityField[] = [
  { name: 'firstName', labelKey: 'legend.firstName', required: true, kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', labelKey: 'legend.lastName', required: true, kind: 'text', autoComplete: 'family-name' },
  { name: 'birthDate', labelKey: 'legend.birthdate', required: true, kind: 'date', autoComplete: 'bday' },
  { name: 'country', labelKey: 'legend.country', required: true, kind: 'country', autoComplete: 'country' },
  { name: 'state', labelKey: 'legend.state', required: true, kind: 'text', autoComplete: 'address-level1' },
  { name: 'city', labelKey: 'legend.city', required: true, kind: 'text', autoComplete: 'address-level2' },
  { name: 'address', labelKey: 'legend.address', required: true, kind: 'text', hintKey: 'kyc.documents.addressGenuine', autoComplete: 'street-address' },
  { name: 'zipcode', labelKey: 'legend.zipcode', required: true, kind: 'text', autoComplete: 'postal-code' },
  { name: 'idType', labelKey: 'legend.idType', required: true, kind: 'idType' },
  { name: 'idNumber', labelKey: 'legend.idNumber', required: true, kind: 'text' },
  { name: 'ssn', labelKey: 'legend.ssn', required: false, kind: 'text', hintKey: 'legend.ssnHint' },
];

/**
 * Product §3 Turkey form: nationality, ID number, first and last name, address, birthday, ID type.
 * Used wherever a payment method carries a nationality rule (config/payment-methods.json), since
 * the nationality decides whether the method may be used (product §6).
 */
export const nationalityFields: IdentityField[] = [
  { name: 'nationality', labelKey: 'turkey.nationality', required: true, kind: 'country' },
  { name: 'firstName', labelKey: 'turkey.firstName', required: true, kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', labelKey: 'turkey.lastName', required: true, kind: 'text', autoComplete: 'family-name' },
  { name: 'idType', labelKey: 'turkey.idType', required: true, kind: 'idType' },
  { name: 'idNumber', labelKey: 'turkey.idNumber', required: true, kind: 'text' },
  { name: 'address', labelKey: 'turkey.address', required: true, kind: 'text', hintKey: 'kyc.documents.addressGenuine', autoComplete: 'street-address' },
  { name: 'birthDate', labelKey: 'turkey.birthday', required: true, kind: 'date', autoComplete: 'bday' },
];

/**
 * PIX (kycRule brazil; product §6 "PIX needs a Brazilian identity"): the nationality form whose ID
 * number is the CPF, which the server looks up for PIX (/kyc/user/brazil/cpf).
 */
export const brazilFields: IdentityField[] = nationalityFields.map((field) =>
  field.name === 'idNumber'
    ? { ...field, labelKey: 'kyc.brazil.cpf', hintKey: 'kyc.brazil.cpfHint', format: { name: 'cpf', messageKey: 'kyc.brazil.invalidCpf' } }
    : field,
);

/** The form of the KYC being done for a method: its identity rule decides (Brazil, nationality), else the legend form. */
export function identityFieldsFor(method: Pick<PaymentMethod, 'nationality' | 'kycRule'> | undefined): IdentityField[] {
  if (method?.kycRule === 'brazil') return brazilFields;
  return method?.nationality ? nationalityFields : legendFields;
}

/** The i18n key of a nationality rule's own text (kyc.nationalityRule.TR: "Paying with {{method}} requires a Turkish identity."). */
export function nationalityRuleKey(method: Pick<PaymentMethod, 'nationality'>): string | undefined {
  return method.nationality ? `kyc.nationalityRule.${method.nationality.join('-')}` : undefined;
}

/** Identity review before a cashier-desk bank transfer (product §4: /fillInformation). */
export const reviewFields: IdentityField[] = [
  { name: 'firstName', labelKey: 'legend.firstName', required: true, kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', labelKey: 'legend.lastName', required: true, kind: 'text', autoComplete: 'family-name' },
  { name: 'nationality', labelKey: 'turkey.nationality', required: true, kind: 'country' },
  { name: 'birthDate', labelKey: 'legend.birthdate', required: true, kind: 'date', autoComplete: 'bday' },
  { name: 'idType', labelKey: 'legend.idType', required: true, kind: 'idType' },
  { name: 'idNumber', labelKey: 'legend.idNumber', required: true, kind: 'text' },
  { name: 'address', labelKey: 'legend.address', required: true, kind: 'text', hintKey: 'kyc.documents.addressGenuine', autoComplete: 'street-address' },
];

/**
 * The server's own request schema for an identity (schemas/api/kyc.schema.json $defs/kycIdentity),
 * precompiled at build time, so both check one rule set and the page compiles no schema.
 */
// Generated from that very schema, so what it accepts is a KycIdentityBody.
const identitySchema = () => validateKycIdentity as ValidateFunction<KycIdentityBody>;

function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1];
}

/** The i18n key of a field's 'Invalid X!' message. */
export const invalidKeyOf = (name: IdentityFieldName) => `web2.kyc.invalid.${name}`;

/** Blank values left out, the rest trimmed: what is sent. */
export function identityBody(fields: IdentityField[], data: IdentityData): IdentityData {
  const body: IdentityData = {};
  for (const field of fields) {
    const value = data[field.name]?.trim();
    if (value) body[field.name] = value;
  }
  return body;
}

/** Per field, the message key of what is wrong: a required field left blank, or the API schema's rules. */
export function validateIdentity(fields: IdentityField[], data: IdentityData): Partial<Record<IdentityFieldName, string>> {
  const errors: Partial<Record<IdentityFieldName, string>> = {};
  const body = identityBody(fields, data);
  for (const field of fields) {
    const value = body[field.name];
    if (field.required && value === undefined) errors[field.name] = invalidKeyOf(field.name);
    else if (value !== undefined && field.format?.name === 'cpf' && !isCpf(value)) errors[field.name] = field.format.messageKey;
  }
  const validate = identitySchema();
  if (!validate(body)) {
    for (const error of validate.errors ?? []) {
      const name = fieldOf(error) as IdentityFieldName | undefined;
      if (name && errors[name] === undefined) errors[name] = invalidKeyOf(name);
    }
  }
  return errors;
}

/** The identity to send once every field passes validateIdentity, else undefined. */
export function identityOf(fields: IdentityField[], data: IdentityData): KycIdentityBody | undefined {
  if (Object.keys(validateIdentity(fields, data)).length > 0) return undefined;
  const body = identityBody(fields, data);
  return identitySchema()(body) ? body : undefined;
}
