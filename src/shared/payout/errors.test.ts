import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { PayoutUiSchema } from '../generated/payout-form.schema';
import { payoutFieldErrors, type Translate } from './errors';

const t: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);
const uiSchema: PayoutUiSchema = {
  'ui:order': ['swiftCode', 'locationId'],
  swiftCode: { 'ui:options': { labelKey: 'payout.field.swiftCode.label', errorKey: 'payout.field.swiftCode.invalid' } },
  locationId: { 'ui:options': { labelKey: 'payout.field.locationId.label', errorKey: 'payout.field.locationId.invalid' } },
};
const error = (e: Partial<ErrorObject>): ErrorObject => ({ instancePath: '', schemaPath: '#', keyword: 'x', params: {}, ...e });

describe('payoutFieldErrors', () => {
  it("gives a missing required field its own 'Invalid X!' key", () => {
    expect(payoutFieldErrors([error({ keyword: 'required', params: { missingProperty: 'swiftCode' } })], uiSchema, t)).toEqual([
      { field: 'swiftCode', message: 'payout.field.swiftCode.invalid' },
    ]);
  });

  it('puts a rule message on the first field its wrapped errors name', () => {
    const wrapped = [error({ keyword: 'required', params: { missingProperty: 'swiftCode' } }), error({ keyword: 'anyOf' })];
    const rule = error({ keyword: 'errorMessage', message: 'payout.rule.swiftOrLocationId', params: { errors: wrapped } });
    expect(payoutFieldErrors([rule], uiSchema, t)).toEqual([{ field: 'swiftCode', message: 'payout.rule.swiftOrLocationId' }]);
  });

  it('keeps the first error of a field and drops later ones', () => {
    const errors = [
      error({ keyword: 'pattern', instancePath: '/locationId' }),
      error({ keyword: 'maxLength', instancePath: '/locationId' }),
      error({ keyword: 'format', instancePath: '/swiftCode' }),
    ];
    expect(payoutFieldErrors(errors, uiSchema, t).map((e) => e.field)).toEqual(['locationId', 'swiftCode']);
  });

  it('names a field the form does not declare', () => {
    expect(payoutFieldErrors([error({ keyword: 'additionalProperties', params: { additionalProperty: 'iban' } })], uiSchema, t)).toEqual([
      { field: 'iban', message: 'payout.rule.unknownField {"field":"iban"}' },
    ]);
  });

  it('falls back to one form-wide message when no error names a field', () => {
    expect(payoutFieldErrors([error({ keyword: 'type' })], uiSchema, t)).toEqual([{ field: '', message: 'payout.rule.invalidForm' }]);
  });
});
