// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useState } from 'react';
import enUS from '../../../config/locales/en-US.json';

import { validatePayout } from '../../shared/payout';
import { loadCountryPayoutForm, payoutCountries } from './loadPayoutForm';
import { PayoutForm } from './PayoutForm';
import { validationDataOf, type PayoutData } from './payoutValidator';
import type { PayoutFormInUse } from '../../shared/payout/resolve';

afterEach(cleanup);

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

async function formOf(country: string): Promise<PayoutFormInUse> {
  const form = await loadCountryPayoutForm(country);
  if (!form) throw new Error(`no payout form for ${country}`);
  return form;
}

function Harness({
  form,
  onSubmit,
  initial = {},
  hints,
}: {
  form: PayoutFormInUse;
  onSubmit: (data: PayoutData) => void;
  initial?: PayoutData;
  hints?: Record<string, string>;
}) {
  const [data, setData] = useState<PayoutData>(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <PayoutForm form={form} formData={data} onChange={setData} onSubmit={onSubmit} hints={hints}>
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
    [
      'AR',
      { firstName: 'María', lastName: 'González', idType: 'CUIT', idNumber: '20-12345678-5', accountNumber: '123', bankCode: '28', accountType: 'SAVING' },
    ],
    ['BR', { fullName: 'João Silva', cpf: '529.982.247-26' }],
    ['GB', { fullName: 'J', sortCode: '4012', accountNumber: 'x' }],
  ])('gives the %s form exactly the field messages validatePayout gives, in form order', async (country, data) => {
    const form = await formOf(country);
    const shared = validatePayout(form, data, t);
    if (shared.valid) throw new Error('the sample must be invalid');
    const { errorSchema } = validationDataOf(form, data, t);
    const shown = Object.entries(errorSchema as Record<string, { __errors?: string[] }>).map(([field, entry]) => ({ field, message: entry.__errors?.[0] }));
    const order = form.uiSchema['ui:order'];
    expect(shown).toEqual([...shared.errors].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)));
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
    // The PIX key is one of a group: its hint comes first, then the rule's message.
    expect(document.getElementById(pixKey.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(t('payout.rule.pixKeyOrBankAccount'));
    expect((screen.getByLabelText(t('payout.field.cpf.label'), { exact: false }) as HTMLInputElement).value).toBe('529.982.247-26');
  });

  it('labels select options from enumKeys and submits a valid account', async () => {
    const onSubmit = vi.fn();
    render(<Harness form={await formOf('AR')} onSubmit={onSubmit} />);
    const idType = screen.getByLabelText(t('payout.field.idType.label'), { exact: false }) as HTMLSelectElement;
    expect([...idType.options].map((option) => option.textContent)).toEqual([
      t('common.select'),
      t('payout.idType.cuit'),
      t('payout.idType.cuil'),
      t('payout.idType.dni'),
    ]);
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
      firstName: 'María',
      lastName: 'González',
      idType: 'CUIT',
      idNumber: '20-12345678-6',
      accountNumber: '2850590940090418135201',
      bankCode: '285',
      accountType: 'SAVING',
    });
  });

  it('does not mark optional a field an unconditional rule requires, and says so for a truly optional one', async () => {
    render(<Harness form={await formOf('US')} onSubmit={vi.fn()} />);
    const labelOf = (key: string) => document.querySelector(`label[for="${screen.getByLabelText(t(key), { exact: false }).id}"]`)?.textContent;
    expect(labelOf('payout.field.address.label')).toBe(t('payout.field.address.label'));
    expect(labelOf('payout.field.phone.label')).toBe(`${t('payout.field.phone.label')} (${t('common.optional')})`);
  });

  it('marks no field of a group optional and says under each which fields one of is required (Indonesia: bank code or swift code)', async () => {
    render(<Harness form={await formOf('ID')} onSubmit={vi.fn()} />);
    const hint = t('payout.hint.requiredGroup', { alternatives: `${t('payout.field.bankCode.label')} or ${t('payout.field.swiftCode.label')}` });
    for (const key of ['payout.field.bankCode.label', 'payout.field.swiftCode.label']) {
      const input = screen.getByLabelText(t(key), { exact: false });
      expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(t(key));
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(hint);
    }
    const phone = screen.getByLabelText(t('payout.field.phone.label'), { exact: false });
    expect(document.querySelector(`label[for="${phone.id}"]`)?.textContent).toBe(`${t('payout.field.phone.label')} (${t('common.optional')})`);
  });

  it("moves focus to the first invalid field in form order after a failed submit, not to a rule's field", async () => {
    render(<Harness form={await formOf('US')} onSubmit={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(document.activeElement).toBe(screen.getByLabelText(t('payout.field.fullName.label'), { exact: false }));
    typeInto(t('payout.field.fullName.label'), 'Ann Lee');
    typeInto(t('payout.field.routingNumber.label'), '021000021');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    // Address (a rule of its own, checked first) lies after account number and type on screen.
    expect(document.activeElement).toBe(screen.getByLabelText(t('payout.field.accountNumber.label'), { exact: false }));
  });

  it("ties a hint the screen gives to its field, beside the field's message", async () => {
    render(<Harness form={await formOf('GB')} onSubmit={vi.fn()} initial={{ fullName: 'Ann Lee' }} hints={{ accountNumber: 'Type it again' }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    const accountNumber = screen.getByLabelText(t('payout.field.accountNumber.label'), { exact: false });
    const described = (accountNumber.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Type it again', t('payout.field.accountNumber.invalid')]);
    expect((screen.getByLabelText(t('payout.field.fullName.label'), { exact: false }) as HTMLInputElement).value).toBe('Ann Lee');
  });
});
