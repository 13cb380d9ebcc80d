import { describe, expect, it } from 'vitest';
import { formOf, tEnglish as t, validAccounts as valid } from '../../../tests/helpers/payoutForms';
import { accountValidatorFor, validatePayout } from './validate';

type Data = Record<string, string>;
const check = (country: string, data: Data) => validatePayout(formOf(country), data, t);
const errorsOf = (country: string, data: Data) => {
  const result = check(country, data);
  return result.valid ? [] : result.errors;
};

describe.each(Object.entries(valid))('%s payout form', (country, data) => {
  it('accepts a complete valid account', () => {
    expect(check(country, data)).toEqual({ valid: true });
  });

  it("shows each missing required field its own 'Invalid X!' message", () => {
    const form = formOf(country);
    const errors = errorsOf(country, {});
    for (const field of form.schema.required) {
      const ui = form.uiSchema[field];
      const errorKey = ui && !Array.isArray(ui) ? ui['ui:options'].errorKey : '';
      expect(errors, field).toContainEqual({ field, message: t(errorKey) });
      expect(t(errorKey), field).toMatch(/^Invalid .+!$/);
    }
  });
});

describe.each([
  ['AR', { accountNumber: '2850590940090418135202' }, 'accountNumber', 'Invalid CBU / CVU!'],
  ['AR', { idNumber: '20-12345678-5' }, 'idNumber', 'Invalid ID number!'],
  ['BR', { cpf: '529.982.247-26' }, 'cpf', 'Invalid CPF!'],
  ['BR', { pixKey: '+14155552671' }, 'pixKey', 'Invalid PIX key!'],
  ['MX', { accountNumber: '032180000118359718' }, 'accountNumber', 'Invalid CLABE!'],
  ['CO', { idType: 'NIT', idNumber: '1234567' }, 'idNumber', 'Invalid ID number!'],
  ['CO', { accountType: 'TIME_DEPOSIT' }, 'accountType', 'Invalid bank account type!'],
  ['PE', { idType: 'RUC', idNumber: '20131312954' }, 'idNumber', 'Invalid ID number!'],
  ['PE', { accountNumber: '0021930012345678901' }, 'accountNumber', 'Invalid CCI!'],
  ['CL', { rut: '12.345.678-6' }, 'rut', 'Invalid RUT!'],
  ['NG', { bankCode: '058' }, 'accountNumber', 'Invalid account number!'],
  ['IN', { ifsc: 'HDFC1000001' }, 'ifsc', 'Invalid IFSC!'],
  ['GB', { sortCode: '40-12-7' }, 'sortCode', 'Invalid sort code!'],
  ['GB', { accountNumber: '1234567' }, 'accountNumber', 'Invalid account number!'],
  ['AU', { bsb: '06200' }, 'bsb', 'Invalid BSB!'],
  ['CA', { transitNumber: '1234' }, 'transitNumber', 'Invalid transit number!'],
  ['US', { routingNumber: '021000022' }, 'routingNumber', 'Invalid ACH routing number!'],
  ['US', { postcode: '1000' }, 'postcode', 'Invalid ZIP code!'],
  ['TR', { idNumber: '10000000147' }, 'idNumber', 'Invalid ID number!'],
  ['TR', { accountNumber: 'DE89370400440532013000' }, 'accountNumber', 'Invalid IBAN!'],
  ['JP', { accountNumber: '123456' }, 'accountNumber', 'Invalid account number!'],
  ['PL', { accountNumber: 'PL61109010140000071219812875' }, 'accountNumber', 'Invalid IBAN!'],
  ['DE', { accountNumber: 'DE88370400440532013000' }, 'accountNumber', 'Invalid IBAN!'],
  ['FR', { fullName: 'R2D2' }, 'fullName', 'Invalid account holder name!'],
])('%s with %j', (country, change, field, message) => {
  it(`rejects ${field} with "${message}" and nothing else`, () => {
    expect(check(country, { ...valid[country], ...change })).toEqual({ valid: false, errors: [{ field, message }] });
  });
});

describe('product §5 sell bank form rules', () => {
  it("answers the check CLI contract: a wrong CPF gives [{ field: 'cpf', message: 'Invalid CPF!' }]", () => {
    expect(check('BR', { ...valid.BR, cpf: '111.111.111-11' })).toEqual({ valid: false, errors: [{ field: 'cpf', message: 'Invalid CPF!' }] });
  });

  it('swift code and location id cannot both be empty', () => {
    expect(errorsOf('VN', { ...valid.VN, swiftCode: '', branchName: 'Hoan Kiem' })).toEqual([
      { field: 'swiftCode', message: 'Swift code and location ID cannot both be empty.' },
    ]);
    expect(check('VN', { ...valid.VN, swiftCode: '', locationId: 'HN01', branchName: 'Hoan Kiem' })).toEqual({ valid: true });
  });

  it('bank code and swift code cannot both be empty', () => {
    for (const country of ['HK', 'SG', 'TH', 'ID', 'ZA', 'JP']) {
      expect(errorsOf(country, { ...valid[country], bankCode: '' }), country).toEqual([
        { field: 'bankCode', message: 'Bank code and swift code cannot both be empty.' },
      ]);
    }
    expect(check('HK', { ...valid.HK, bankCode: '', swiftCode: 'HSBCHKHHHKH', address: '1 Queen’s Road Central' })).toEqual({ valid: true });
  });

  it('bank code and location id cannot both be empty', () => {
    expect(errorsOf('PH', { ...valid.PH, locationId: '', swiftCode: 'BNORPHMM' })).toEqual([
      { field: 'bankCode', message: 'Bank code and location ID cannot both be empty.' },
    ]);
    expect(check('PH', { ...valid.PH, locationId: '', swiftCode: 'BNORPHMM', bankCode: 'BDO' })).toEqual({ valid: true });
  });

  it('address cannot be empty where the payout needs it', () => {
    expect(errorsOf('US', { ...valid.US, address: '' })).toEqual([{ field: 'address', message: 'Address cannot be empty.' }]);
    expect(errorsOf('HK', { ...valid.HK, swiftCode: 'HSBCHKHHHKH' })).toEqual([{ field: 'address', message: 'Address cannot be empty.' }]);
  });

  it('branch name cannot be empty where the payout needs it', () => {
    expect(errorsOf('JP', { ...valid.JP, branchName: ' ' })).toEqual([{ field: 'branchName', message: 'Branch name cannot be empty.' }]);
    expect(errorsOf('VN', { ...valid.VN, swiftCode: '', locationId: 'HN01' })).toEqual([{ field: 'branchName', message: 'Branch name cannot be empty.' }]);
  });

  it('swift is 8 or 11 characters', () => {
    expect(check('DE', { ...valid.DE, swiftCode: 'COBADEFFXXX' })).toEqual({ valid: true });
    for (const swiftCode of ['COBADEF', 'COBADEFF1', 'COBADEFF12']) {
      expect(errorsOf('DE', { ...valid.DE, swiftCode }), swiftCode).toEqual([{ field: 'swiftCode', message: 'Invalid swift code!' }]);
    }
  });

  it('Nigeria: the ID number has 12 digits', () => {
    expect(errorsOf('NG', { ...valid.NG, idNumber: '12345678901' })).toEqual([{ field: 'idNumber', message: 'Invalid ID number!' }]);
  });

  it('Argentina: the account number has 22 digits and the bank code 3', () => {
    expect(errorsOf('AR', { ...valid.AR, accountNumber: '285059094009041813520' })).toEqual([{ field: 'accountNumber', message: 'Invalid CBU / CVU!' }]);
    expect(errorsOf('AR', { ...valid.AR, bankCode: '2850' })).toEqual([{ field: 'bankCode', message: 'Invalid bank code!' }]);
  });

  it('Brazil: a PIX key or the full bank account is needed', () => {
    const { pixKey: _, ...withoutPix } = valid.BR ?? {};
    expect(errorsOf('BR', withoutPix)).toEqual([{ field: 'pixKey', message: 'Enter a PIX key, or the bank code, branch, account number and account type.' }]);
    expect(check('BR', { ...withoutPix, bankCode: '341', branchCode: '0001', accountNumber: '12345-6', accountType: 'CHECKING' })).toEqual({ valid: true });
  });

  it('reports one message per field, the first one found', () => {
    const errors = errorsOf('US', { fullName: 'John Doe', routingNumber: '12', accountNumber: 'x', accountType: 'TIME_DEPOSIT' });
    expect(errors.map((e) => e.field).sort()).toEqual(['accountNumber', 'accountType', 'address', 'city', 'postcode', 'routingNumber', 'state']);
  });

  it('refuses a field the form does not have', () => {
    expect(errorsOf('GB', { ...valid.GB, iban: 'GB82WEST12345698765432' })).toEqual([{ field: 'iban', message: 'iban is not part of this form.' }]);
  });

  it('refuses data that is not an object with one form-wide message', () => {
    expect(validatePayout(formOf('GB'), 'GB82WEST12345698765432', t)).toEqual({
      valid: false,
      errors: [{ field: '', message: 'Please check your payout details.' }],
    });
  });
});

describe('accountValidatorFor', () => {
  it('compiles a form once and shares one validator between countries of a shared form', () => {
    expect(accountValidatorFor(formOf('BR'))).toBe(accountValidatorFor(formOf('BR')));
    expect(accountValidatorFor(formOf('DE'))).toBe(accountValidatorFor(formOf('FR')));
  });
});

// Values as people type them at home: with separators, spaces, full-width digits and lower case.
describe.each([
  ['GB', { fullName: 'John Smith', sortCode: '60 16 13', accountNumber: ' 3192 6819 ' }],
  ['HK', { fullName: 'Chan Tai Man', bankName: 'HSBC', bankCode: '004', accountNumber: '123-456789-001' }],
  ['AR', { ...valid.AR, idType: 'DNI', idNumber: '30.123.456' }],
  ['CO', { ...valid.CO, idNumber: '1.020.304.050' }],
  ['PL', { fullName: 'Łukasz Wróbel', accountNumber: '61 1090 1014 0000 0712 1981 2874' }],
  ['JP', { ...valid.JP, fullName: 'ヤマダ タロウ', bankCode: '０００５', accountNumber: '１２３４５６７' }],
  ['US', { ...valid.US, state: 'ny' }],
  ['CA', { ...valid.CA, state: 'on', postcode: 'm5x 1a9' }],
  ['BR', { ...valid.BR, pixKey: '(11) 98765-4321' }],
  ['BR', { fullName: 'João Silva', cpf: '529.982.247-25', bankCode: '001', branchCode: '1234-5', accountNumber: '12345-6', accountType: 'CHECKING' }],
])('%s payout form as typed at home', (country, data) => {
  it(`accepts ${JSON.stringify(data)}`, () => expect(check(country, data)).toEqual({ valid: true }));
});

describe('payout rules across fields', () => {
  it('refuses an Argentinian bank code that is not the CBU bank, at the bank code', () => {
    expect(errorsOf('AR', { ...valid.AR, bankCode: '011' })).toEqual([{ field: 'bankCode', message: 'Invalid bank code!' }]);
  });

  it('blames only the bank code when a NUBAN is right for the bank the code should name', () => {
    expect(errorsOf('NG', { ...valid.NG, bankCode: '11' })).toEqual([{ field: 'bankCode', message: 'Invalid bank code!' }]);
  });

  it('refuses an IBAN from outside the SEPA scheme on a SEPA form', () => {
    expect(errorsOf('DE', { ...valid.DE, accountNumber: 'BR1800360305000010009795493C1' })).toEqual([{ field: 'accountNumber', message: 'Invalid IBAN!' }]);
  });

  it('shows a Brazilian bank account started without a PIX key its missing part at that field', () => {
    const { pixKey: _none, ...withoutKey } = valid.BR ?? {};
    const partial = { ...withoutKey, bankCode: '001', branchCode: '1234', accountNumber: '12345-6' };
    expect(errorsOf('BR', partial)).toEqual([{ field: 'accountType', message: 'Invalid bank account type!' }]);
  });

  it('asks a Brazilian seller with neither a PIX key nor a bank account for one of them', () => {
    const { pixKey: _none, ...withoutKey } = valid.BR ?? {};
    expect(errorsOf('BR', withoutKey)).toEqual([{ field: 'pixKey', message: 'Enter a PIX key, or the bank code, branch, account number and account type.' }]);
  });

  it('offers Argentinian sellers every account type of product §3', () => {
    expect(formOf('AR').schema.properties.accountType?.enum).toEqual(['SAVING', 'CHECKING', 'TIME_DEPOSIT', 'OTHERS', 'CUIT', 'CUIL', 'MAESTRA']);
  });
});
