import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { namedFormats } from './formats';

describe('createAjv', () => {
  it('registers every named format so schemas can use it', () => {
    const ajv = createAjv();
    for (const name of Object.keys(namedFormats)) expect(ajv.formats[name], name).toBeDefined();
  });

  it('checks a named format with its check digit', () => {
    const validate = createAjv().compile({ type: 'string', format: 'cpf' });
    expect(validate('529.982.247-25')).toBe(true);
    expect(validate('529.982.247-26')).toBe(false);
  });

  it('reports every error, not only the first', () => {
    const validate = createAjv().compile({
      type: 'object',
      required: ['a', 'b'],
      properties: { a: { type: 'string' }, b: { type: 'string' } },
    });
    validate({});
    expect(validate.errors).toHaveLength(2);
  });

  it('refuses a schema with an unknown keyword (strict mode)', () => {
    expect(() => createAjv().compile({ type: 'string', patern: '^a$' })).toThrow(/unknown keyword/);
  });

  it('replaces the errors of a rule with the errorMessage the rule gives', () => {
    const validate = createAjv().compile({
      type: 'object',
      allOf: [{ anyOf: [{ required: ['a'] }, { required: ['b'] }], errorMessage: 'payout.rule.example' }],
    });
    validate({});
    expect(validate.errors?.map((e) => [e.keyword, e.message])).toEqual([['errorMessage', 'payout.rule.example']]);
  });

  describe('joinedFormat', () => {
    const schema = {
      type: 'object',
      properties: { bankCode: { type: 'string' }, accountNumber: { type: 'string' } },
      joinedFormat: { format: 'nuban', fields: ['bankCode', 'accountNumber'] },
    };

    it('accepts fields whose joined value passes the format', () => {
      expect(createAjv().compile(schema)({ bankCode: '011', accountNumber: '0000014579' })).toBe(true);
    });

    it('reports a failure on the last field', () => {
      const validate = createAjv().compile(schema);
      expect(validate({ bankCode: '058', accountNumber: '0000014579' })).toBe(false);
      expect(validate.errors?.[0]).toMatchObject({ keyword: 'joinedFormat', instancePath: '/accountNumber' });
    });

    it('stays silent while a field is missing', () => {
      expect(createAjv().compile(schema)({ accountNumber: '0000014579' })).toBe(true);
    });

    it('refuses a format name that is not registered', () => {
      expect(() => createAjv().compile({ joinedFormat: { format: 'nope', fields: ['a', 'b'] } })).toThrow();
    });
  });
});
