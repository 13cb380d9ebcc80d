import { describe, expect, it } from 'vitest';
import { methodByCode } from '../../shared/config/paymentMethods';
import { loadCountryPayoutForm, loadPayoutChoices } from './loadPayoutForm';
import { prefillFrom } from './prefill';

describe('prefillFrom', () => {
  it('keeps the values saved as they are and sets the masked ones apart, to be typed again', async () => {
    const brazil = await loadCountryPayoutForm('BR');
    if (!brazil) throw new Error('no BR form');
    const saved = {
      fullName: 'João Silva',
      cpf: '5299*******',
      bankCode: '001',
      branchCode: '0001',
      accountNumber: '********0000',
      accountType: 'CHECKING',
      email: '',
    };
    expect(prefillFrom(saved, brazil)).toEqual({
      data: { fullName: 'João Silva', bankCode: '001', branchCode: '0001', accountType: 'CHECKING' },
      masked: { cpf: '5299*******', accountNumber: '********0000' },
    });
  });

  it('leaves out a saved field the form no longer has', async () => {
    const britain = await loadCountryPayoutForm('GB');
    if (!britain) throw new Error('no GB form');
    expect(prefillFrom({ fullName: 'Ann Lee', sortCode: '601613', nickname: 'main' }, britain).data).toEqual({ fullName: 'Ann Lee', sortCode: '601613' });
  });

  it('sets a saved card number apart, which the account keeps only as its brand and last four digits', async () => {
    const card = methodByCode('sell', '10001');
    if (!card) throw new Error('no sell card method');
    const [choice] = await loadPayoutChoices('GB', [card], '19000');
    if (!choice) throw new Error('no card payout form');
    expect(prefillFrom({ fullName: 'Ann Lee', cardNumber: 'visa •••• 4242', cardExpiry: '12/29' }, choice.form)).toEqual({
      data: { fullName: 'Ann Lee', cardExpiry: '12/29' },
      masked: { cardNumber: 'visa •••• 4242' },
    });
  });
});
