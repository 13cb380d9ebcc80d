import { describe, expect, it } from 'vitest';
import { accountSummary } from './accountSummary';
import { loadCountryPayoutForm, payoutCountries } from './loadPayoutForm';

async function formOf(country: string) {
  const form = await loadCountryPayoutForm(country);
  if (!form) throw new Error(`no payout form for ${country}`);
  return form;
}

describe('accountSummary', () => {
  it('shows the holder and the masked account number, not the city and state nor the routing number', async () => {
    const account = {
      fullName: 'Ann Lee',
      routingNumber: '021000021',
      accountNumber: '*****6789',
      accountType: 'CHECKING',
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      postcode: '10001',
    };
    expect(accountSummary(account, await formOf('US'))).toBe('Ann Lee · *****6789');
  });

  it('joins a first and a last name, and shows the IBAN of a SEPA country', async () => {
    expect(
      accountSummary(
        { firstName: 'María', lastName: 'González', idType: 'DNI', idNumber: '3012****', accountNumber: '******************1234', bankCode: '285' },
        await formOf('AR'),
      ),
    ).toBe('María González · ******************1234');
    expect(accountSummary({ fullName: 'Max Muster', accountNumber: '******************3000', city: 'Berlin' }, await formOf('DE'))).toBe(
      'Max Muster · ******************3000',
    );
  });

  it('shows the PIX key of a Brazilian account that has one, else its bank account number', async () => {
    const brazil = await formOf('BR');
    expect(accountSummary({ fullName: 'João Silva', cpf: '5299*******', pixKey: '***************m.br' }, brazil)).toBe('João Silva · ***************m.br');
    expect(
      accountSummary(
        { fullName: 'João Silva', cpf: '5299*******', bankCode: '001', branchCode: '0001', accountNumber: '****5678', accountType: 'CHECKING' },
        brazil,
      ),
    ).toBe('João Silva · ****5678');
  });

  it('names the holder of every country form, from its own accountSummary', async () => {
    for (const country of payoutCountries()) {
      const form = await loadCountryPayoutForm(country);
      if (!form) continue;
      const account = Object.fromEntries(form.uiSchema['ui:order'].map((field) => [field, `<${field}>`]));
      const [holder, identifier] = accountSummary(account, form).split(' · ');
      expect(holder, country).toBe(form.accountSummary.holderName.map((field) => `<${field}>`).join(' '));
      expect(identifier, country).toBe(`<${form.accountSummary.accountId[0]}>`);
    }
  });
});
