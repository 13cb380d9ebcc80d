import { useId, type ReactNode } from 'react';
import { sanitizeAmountInput } from '../../../shared/rules/amount-input';

interface AmountFieldProps {
  label: string;
  value: string;
  /** Read-only fields show the computed receive amount. */
  onChange?: (value: string) => void;
  error?: string;
  /** The currency or crypto chooser shown inside the field. */
  adornment: ReactNode;
  busy?: boolean;
}

/** An amount with its currency chooser; typed text goes through the spec §5 amount-input rule. */
export function AmountField({ label, value, onChange, error, adornment, busy = false }: AmountFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="amount-field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className={error ? 'amount-field__box amount-field__box--invalid' : 'amount-field__box'}>
        <input
          id={id}
          className="amount-field__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          readOnly={!onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-busy={busy || undefined}
          placeholder="0"
          onChange={onChange ? (event) => onChange(sanitizeAmountInput(event.target.value)) : undefined}
        />
        {adornment}
      </div>
      {error ? <p id={errorId} className="field__error" role="alert">{error}</p> : null}
    </div>
  );
}
