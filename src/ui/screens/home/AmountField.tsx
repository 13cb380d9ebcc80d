import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountCharacters, sanitizeAmountInput, typeAmount } from '../../../shared/rules/amount-input';
import { ruleMessage, type RuleResult } from '../../../shared/rules/rule-result';

interface AmountFieldProps {
  label: string;
  value: string;
  /** Read-only fields show the computed receive amount. */
  onChange?: (value: string) => void;
  /** Decimals the amount may have (product §5); digits past them are refused as they are typed. */
  maxDecimals?: number;
  error?: string;
  /** The currency or crypto chooser shown inside the field. */
  adornment: ReactNode;
  busy?: boolean;
  /** A note under the field (e.g. that the merchant set the amount). */
  hint?: string;
}

/** What the keyboard last typed that was refused, for the value and decimals it was refused at. */
interface Refusal {
  result: RuleResult;
  value: string;
  maxDecimals: number | undefined;
}

/**
 * An amount with its currency chooser; typed text goes through the product §5 amount-input rule, and
 * refused decimals are said inline until the next keystroke or currency change. The field shows
 * what was typed ("1,000.50") while it reads as the amount the form holds, so each keystroke is
 * read with the marks typed before it; an amount set from elsewhere shows as it is.
 */
export function AmountField({ label, value, onChange, maxDecimals, error, adornment, busy = false, hint }: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [typedText, setTypedText] = useState(value);
  const shown = onChange && sanitizeAmountInput(typedText, { locale, maxDecimals }) === value ? typedText : value;
  const refused = refusal && refusal.value === value && refusal.maxDecimals === maxDecimals ? ruleMessage(t, refusal.result) : undefined;
  const message = refused ?? error;
  return (
    <div className="amount-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={message ? 'amount-field__box amount-field__box--invalid' : 'amount-field__box'}>
        <input
          id={id}
          className="amount-field__input"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          readOnly={!onChange}
          aria-invalid={message ? true : undefined}
          aria-describedby={[message ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined}
          aria-busy={busy || undefined}
          placeholder={onChange ? '0' : undefined}
          onChange={
            onChange
              ? (event) => {
                  const typed = typeAmount(event.target.value, { locale, maxDecimals });
                  setRefusal({ result: typed.refused, value: typed.value, maxDecimals });
                  // Refused digits are taken off the field, so it shows what counts.
                  setTypedText(typed.refused.valid ? amountCharacters(event.target.value) : typed.value);
                  onChange(typed.value);
                }
              : undefined
          }
        />
        {adornment}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
