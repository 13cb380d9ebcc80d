import { describe, expect, it } from 'vitest';
import enUS from '../../../../config/locales/en-US.json';
import { methodsFor } from '../../../shared/config/paymentMethods';
import {
  brazilFields,
  identityBody,
  identityFieldsFor,
  identityOf,
  legendFields,
  nationalityFields,
  nationalityRuleKey,
  reviewFields,
  validateIdentity,
} from './identityFields';

const legend = {
  firstName: 'Ana',
  lastName: 'Approved',
  birthDate: '1990-04-01',
  country: 'US',
  state: 'NY',
  city: 'New York',
  address: '1 Main Street',
  zipcode: '10001',
  idType: 'PASSPORT',
  idNumber: 'X1234567',
};

describe('identity forms', () => {
  it('accepts a complete legend-trading form, SSN being optional', () => {
    expect(validateIdentity(legendFields, legend)).toEqual({});
  });

  it("gives each blank required field its own 'Invalid X!' key", () => {
    expect(validateIdentity(legendFields, { ...legend, city: '  ', idNumber: '' })).toEqual({
      city: 'web2.kyc.invalid.city',
      idNumber: 'web2.kyc.invalid.idNumber',
    });
  });

  it("applies the API schema's own rules: a real date and an SSN of nine digits", () => {
    expect(validateIdentity(legendFields, { ...legend, birthDate: '1990-02-31', ssn: '12-345' })).toEqual({
      birthDate: 'web2.kyc.invalid.birthDate',
      ssn: 'web2.kyc.invalid.ssn',
    });
  });

  it('asks for the nationality where a method has a nationality rule', () => {
    expect(validateIdentity(nationalityFields, { firstName: 'Ayşe', lastName: 'Approved' })).toHaveProperty('nationality');
  });

  it('sends trimmed values and leaves blank ones out', () => {
    expect(identityBody(legendFields, { firstName: ' Ana ', lastName: 'Approved', ssn: '' })).toEqual({ firstName: 'Ana', lastName: 'Approved' });
  });

  it('gives the identity to send only when every field passes', () => {
    expect(identityOf(legendFields, { ...legend, city: ' New York ' })).toEqual({ ...legend, city: 'New York' });
    expect(identityOf(legendFields, { ...legend, city: '' })).toBeUndefined();
    expect(identityOf(reviewFields, legend)).toBeUndefined();
  });
});

describe('the identity form of the method being paid', () => {
  const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enUS);

  it('asks the nationality (Turkey form) for every method with a nationality rule, the CPF for PIX, else the legend form', () => {
    for (const method of methodsFor('buy')) {
      const expected = method.kycRule === 'brazil' ? brazilFields : method.nationality ? nationalityFields : legendFields;
      expect(identityFieldsFor(method), method.payWayCode).toBe(expected);
    }
    expect(identityFieldsFor(undefined)).toBe(legendFields);
    expect(nationalityFields.map((field) => field.name)).toEqual(['nationality', 'firstName', 'lastName', 'idType', 'idNumber', 'address', 'birthDate']);
  });

  it('gives each nationality rule its own text, naming the method, never the Turkish one for another country', () => {
    const texts = new Set<string>();
    for (const method of methodsFor('buy').filter((candidate) => candidate.nationality)) {
      const key = nationalityRuleKey(method);
      expect(typeof lookup(key ?? ''), `${method.payWayCode} ${key}`).toBe('string');
      texts.add(String(lookup(key ?? '')));
    }
    expect(texts.size).toBe(new Set(methodsFor('buy').flatMap((method) => (method.nationality ? [method.nationality.join('-')] : []))).size);
    const pix = methodsFor('buy').find((method) => method.kycRule === 'brazil');
    expect(pix && nationalityRuleKey(pix)).not.toBe(nationalityRuleKey({ nationality: ['TR'] }));
  });

  it('takes only a valid CPF as the ID number for PIX', () => {
    const brazilian = { nationality: 'BR', firstName: 'Ana', lastName: 'Approved', idType: 'ID_CARD', address: 'Rua A 1', birthDate: '1990-04-01' };
    expect(validateIdentity(brazilFields, { ...brazilian, idNumber: '529.982.247-25' })).toEqual({});
    expect(validateIdentity(brazilFields, { ...brazilian, idNumber: '12345678900' })).toEqual({ idNumber: 'kyc.brazil.invalidCpf' });
    expect(validateIdentity(nationalityFields, { ...brazilian, idNumber: '12345678900' })).toEqual({});
  });
});
