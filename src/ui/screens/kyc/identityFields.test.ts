import { describe, expect, it } from 'vitest';
import { identityBody, identityOf, legendFields, nationalityFields, reviewFields, validateIdentity } from './identityFields';

const legend = {
  firstName: 'Ana', lastName: 'Approved', birthDate: '1990-04-01', country: 'US', state: 'NY', city: 'New York',
  address: '1 Main Street', zipcode: '10001', idType: 'PASSPORT', idNumber: 'X1234567',
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
