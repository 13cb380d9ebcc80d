import { describe, expect, it } from 'vitest';
import { loadCountryPayoutForm } from './loadPayoutForm';
import { prefillFrom } from './prefill';

describe('prefillFrom', () => {
  it('keeps the values saved as they are and sets the masked ones apart, to be typed again', async () => {
    const brazil = await loadCountryPayoutForm('BR');
    if (!brazil) throw new Error('no BR form');
    const saved = { fullName: 'João Silva', cpf: '5299*******', bankCode: '001', branchCode: '0001', accountNumber: '0000********', accountType: 'CHECKING', email: '' };
    expect(prefillFrom(saved, brazil)).toEqual({
      data: { fullName: 'João Silva', bankCode: '001', branchCode: '0001', accountType: 'CHECKING' },
      masked: { cpf: '5299*******', accountNumber: '0000********' },
    });
  });

  it('leaves out a saved field the form no longer has', async () => {
    const britain = await loadCountryPayoutForm('GB');
    if (!britain) throw new Error('no GB form');
    expect(prefillFrom({ fullName: 'Ann Lee', sortCode: '601613', nickname: 'main' }, britain).data).toEqual({ fullName: 'Ann Lee', sortCode: '601613' });
  });
});
