import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { assetsConfig } from '../../../shared/config/assets';
import { idTypes, type IdentityData, type IdentityField, type IdentityFieldName } from './identityFields';

interface IdentityFormProps {
  fields: IdentityField[];
  data: IdentityData;
  onChange: (data: IdentityData) => void;
  /** Message keys by field, shown under each field once the user tried to continue. */
  errors: Partial<Record<IdentityFieldName, string>>;
  /** Texts by field shown under it besides its own hint (a value sent before that must be typed again). */
  notes?: Partial<Record<IdentityFieldName, string>>;
}

/** The fields of an identity form (legend, nationality or identity-review list), labelled and described. */
export function IdentityForm({ fields, data, onChange, errors, notes }: IdentityFormProps) {
  return (
    <div className="kyc-fields">
      {fields.map((field) => (
        <IdentityInput
          key={field.name}
          field={field}
          value={data[field.name] ?? ''}
          error={errors[field.name]}
          note={notes?.[field.name]}
          onChange={(value) => onChange({ ...data, [field.name]: value })}
        />
      ))}
    </div>
  );
}

function IdentityInput({
  field,
  value,
  error,
  note,
  onChange,
}: {
  field: IdentityField;
  value: string;
  error: string | undefined;
  note: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [field.hintKey ? hintId : '', note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: 'field__input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  } as const;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(field.labelKey)}
        {field.required ? null : <span className="payout-form__optional"> ({t('common.optional')})</span>}
      </label>
      {field.kind === 'country' || field.kind === 'idType' ? (
        <select {...common} autoComplete={field.autoComplete} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('common.select')}</option>
          {field.kind === 'country'
            ? assetsConfig.countries.map((country) => (
                <option key={country.alpha2} value={country.alpha2}>
                  {t(country.nameKey)}
                </option>
              ))
            : idTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {t(type.labelKey)}
                </option>
              ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'date' ? 'date' : 'text'}
          autoComplete={field.autoComplete ?? 'off'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {field.hintKey ? (
        <p id={hintId} className="field__hint">
          {t(field.hintKey)}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} className="field__hint">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
