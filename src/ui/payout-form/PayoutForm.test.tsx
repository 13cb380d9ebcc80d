// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useState } from 'react';
import enUS from '../../../config/locales/en-US.json';
import type { CountryPayoutForm } from '../../shared/generated/payout-form.schema';
import { validatePayout } from '../../shared/payout';
import { loadCountryPayoutForm, payoutCountries } from './loadPayoutForm';
import { PayoutForm } from './PayoutForm';
import { validationDataOf, type PayoutData } from './payoutValidator';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

async function formOf(country: string): Promise<CountryPayoutForm> {
  const form = await loadCountryPayoutForm(country);
  if (!form) throw new Error(`no payout form for ${country}`);
  return form;
}

function Harness({ form, onSubmit }: { form: CountryPayoutForm; onSubmit: (data: PayoutData) => void }) {
  const [data, setData] = useState<PayoutData>({});
  return (
    <I18nextProvider i18n={i18n}>
      <PayoutForm form={form} formData={data} onChange={setData} onSubmit={onSubmit}>
        <button type="submit">Continue</button>
      </PayoutForm>
    </I18nextProvider>
  );
}

const typeInto = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('the payout form renderer', () => {
  it('loads each country form lazily and follows the SEPA alias', async () => {
    expect(payoutCountries()).toEqual(expect.arrayContaining(['AR', 'BR', 'DE']));
    const germany = await formOf('DE');
    expect(germany.country).toBe('DE');
    expect(germany.fiat).toBe('EUR');
    expect(await loadCountryPayoutForm('ZZ')).toBeUndefined();
  });

  it.each([
    ['AR', { firstName: 'María', lastName: 'González', idType: 'CUIT', idNumber: '20-12345678-5', accountNumber: '123', bankCode: '28', accountType: 'SAVING' }],
    ['BR', { fullName: 'João Silva', cpf: '529.982.247-26' }],
    ['GB', { fullName: 'J', sortCode: '4012', accountNumber: 'x' }],
  ])('gives the %s form exactly the field messages validatePayout gives', async (country, data) => {
    const form = await formOf(country);
    const shared = validatePayout(form, data, t);
    if (shared.valid) throw new Error('the sample must be invalid');
    const { errorSchema } = validationDataOf(form, data, t);
    const shown = Object.entries(errorSchema as Record<string, { __errors?: string[] }>).map(([field, entry]) => ({ field, message: entry.__errors?.[0] }));
    expect(shown).toEqual(shared.errors);
  });

  it("shows each field's 'Invalid X!' and a cross-field rule at its first field, keeping what was typed", async () => {
    const onSubmit = vi.fn();
    render(<Harness form={await formOf('BR')} onSubmit={onSubmit} />);
    typeInto(t('payout.field.cpf.label'), '529.982.247-26');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(onSubmit).not.toHaveBeenCalled();
    const fullName = screen.getByLabelText(t('payout.field.fullName.label'), { exact: false });
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(fullName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t('payout.field.fullName.invalid'));
    expect(screen.getByText(t('payout.field.cpf.invalid'))).toBeTruthy();
    const pixKey = screen.getByLabelText(t('payout.field.pixKey.label'), { exact: false });
    expect(document.getElementById(pixKey.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t('payout.rule.pixKeyOrBankAccount'));
    expect((screen.getByLabelText(t('payout.field.cpf.label'), { exact: false }) as HTMLInputElement).value).toBe('529.982.247-26');
  });

  it('labels select options from enumKeys and submits a valid account', async () => {
    const onSubmit = vi.fn();
    render(<Harness form={await formOf('AR')} onSubmit={onSubmit} />);
    const idType = screen.getByLabelText(t('payout.field.idType.label'), { exact: false }) as HTMLSelectElement;
    expect([...idType.options].map((option) => option.textContent)).toEqual([t('common.select'), t('payout.idType.cuit'), t('payout.idType.cuil'), t('payout.idType.dni')]);
    typeInto(t('payout.field.firstName.label'), 'María');
    typeInto(t('payout.field.lastName.label'), 'González');
    fireEvent.change(idType, { target: { value: 'CUIT' } });
    typeInto(t('payout.field.idNumber.label'), '20-12345678-6');
    typeInto(t('payout.field.cbu.label'), '2850590940090418135201');
    typeInto(t('payout.field.bankCode.label'), '285');
    fireEvent.change(screen.getByLabelText(t('payout.field.accountType.label'), { exact: false }), { target: { value: 'SAVING' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: 'María', lastName: 'González', idType: 'CUIT', idNumber: '20-12345678-6', accountNumber: '2850590940090418135201', bankCode: '285', accountType: 'SAVING',
    });
  });
});
