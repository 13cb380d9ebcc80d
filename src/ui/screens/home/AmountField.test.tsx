// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enUS from '../../../../config/locales/en-US.json';
import es from '../../../../config/locales/es.json';
import { AmountField } from './AmountField';

afterEach(cleanup);

const i18n = createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en-US', resources: { 'en-US': { translation: enUS }, es: { translation: es } }, interpolation: { escapeValue: false } });
const spanish = i18n.cloneInstance({ lng: 'es' });

function Field({ maxDecimals, onChange, language = i18n }: { maxDecimals: number; onChange: (value: string) => void; language?: typeof i18n }) {
  const [value, setValue] = useState('');
  return (
    <I18nextProvider i18n={language}>
      <AmountField
        label="You pay"
        value={value}
        maxDecimals={maxDecimals}
        adornment={null}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </I18nextProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement;

describe('the amount field', () => {
  it('refuses the dot of a fiat with no decimals and says whole numbers only', () => {
    const onChange = vi.fn();
    render(<Field maxDecimals={0} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '5000.5' } });
    expect(onChange).toHaveBeenLastCalledWith('5000');
    expect(input().value).toBe('5000');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a whole number.');
  });

  it('caps a sold amount at 6 decimals, says so, and clears the message at the next accepted keystroke', () => {
    const onChange = vi.fn();
    render(<Field maxDecimals={6} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '30.12345678' } });
    expect(input().value).toBe('30.123456');
    expect(screen.getByRole('alert').textContent).toBe('Up to 6 decimal places are allowed.');
    fireEvent.change(input(), { target: { value: '30.12345' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a pasted 1,000.50 as a thousand, and shows it as pasted', () => {
    const onChange = vi.fn();
    render(<Field maxDecimals={2} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '1,000.50' } });
    expect(onChange).toHaveBeenLastCalledWith('1000.50');
    expect(input().value).toBe('1,000.50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads 1,000.50 typed key by key as a thousand', () => {
    const onChange = vi.fn();
    render(<Field maxDecimals={2} onChange={onChange} />);
    for (const key of '1,000.50') fireEvent.change(input(), { target: { value: `${input().value}${key}` } });
    expect(onChange).toHaveBeenLastCalledWith('1000.50');
    expect(input().value).toBe('1,000.50');
  });

  it('reads the comma as the decimal separator in Spanish, and the dot as grouping', () => {
    const onChange = vi.fn();
    render(<Field maxDecimals={2} onChange={onChange} language={spanish} />);
    for (const key of '1.000,5') fireEvent.change(input(), { target: { value: `${input().value}${key}` } });
    expect(onChange).toHaveBeenLastCalledWith('1000.5');
    expect(input().value).toBe('1.000,5');
  });
});
