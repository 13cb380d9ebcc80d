import type { BaseInputTemplateProps, FieldTemplateProps, ObjectFieldTemplateProps, WidgetProps, RegistryWidgetsType } from '@rjsf/utils';
import type { FormProps } from '@rjsf/core';
import { useTranslation } from 'react-i18next';
import type { PayoutFieldUi } from '../../shared/generated/payout-form.schema';
import type { PayoutData } from './payoutValidator';

/** The ui:options of a payout field (labelKey, errorKey, placeholderKey, enumKeys). */
function fieldOptions(uiSchema: unknown): PayoutFieldUi['ui:options'] | undefined {
  return (uiSchema as Partial<PayoutFieldUi> | undefined)?.['ui:options'];
}

/** What the screen hands the templates through RJSF's formContext. */
export interface PayoutFormContext {
  /** A translated hint under a field, by data property name: a saved value that must be typed again, the group a field is required with. */
  hints?: Record<string, string>;
  /** Fields required as one of a group: neither required alone nor optional, their hint says which. */
  groupFields?: ReadonlySet<string>;
}

const errorIdOf = (id: string) => `${id}__error`;
const hintIdOf = (id: string) => `${id}__hint`;

/** The hint the screen gave a field, by its data property name. */
function hintOf(registry: { formContext?: PayoutFormContext }, field: string | number | undefined): string | undefined {
  return typeof field === 'string' ? registry.formContext?.hints?.[field] : undefined;
}

/** Whether a field is required as one of a group, by its data property name. */
function inGroup(registry: { formContext?: PayoutFormContext }, field: string | number | undefined): boolean {
  return typeof field === 'string' && registry.formContext?.groupFields?.has(field) === true;
}

/** The ids that describe an input: its hint, then its message once it is invalid. */
function describedBy(id: string, hint: string | undefined, invalid: boolean): string | undefined {
  return [hint ? hintIdOf(id) : '', invalid ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;
}

/** One field: translated label, 'optional' mark, the input, its hint and its message tied to the input. */
function FieldTemplate({ id, children, rawErrors, uiSchema, required, hidden, fieldPathId, registry }: FieldTemplateProps) {
  const { t } = useTranslation();
  // The root object renders through ObjectFieldTemplate; only its fields get a label.
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return <div hidden>{children}</div>;
  const options = fieldOptions(uiSchema);
  const error = rawErrors?.[0];
  const field = fieldPathId.path.at(-1);
  const hint = hintOf(registry, field);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {options ? t(options.labelKey) : id}
        {required || inGroup(registry, field) ? null : <span className="payout-form__optional"> ({t('common.optional')})</span>}
      </label>
      {children}
      {hint ? (
        <p id={hintIdOf(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdOf(id)} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields in the form's ui:order, and a message about the form as a whole when no field carries it. */
function ObjectFieldTemplate({ properties, errorSchema }: ObjectFieldTemplateProps) {
  const formErrors = (errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
  return (
    <div className="payout-form__fields">
      {formErrors.map((message) => (
        <p key={message} className="alert" role="alert">
          {message}
        </p>
      ))}
      {properties.map((property) => property.content)}
    </div>
  );
}

/** A text, e-mail, tel or date input with the translated placeholder; invalid state announced. */
function BaseInputTemplate({
  id,
  type,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  uiSchema,
  rawErrors,
  options,
  registry,
  name,
}: BaseInputTemplateProps) {
  const { t } = useTranslation();
  const placeholderKey = fieldOptions(uiSchema)?.placeholderKey;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const hint = hintOf(registry, name);
  return (
    <input
      id={id}
      name={id}
      className="field__input"
      type={type ?? 'text'}
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
      placeholder={placeholderKey ? t(placeholderKey) : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, hint, invalid)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** Account and ID type pickers: each enum value labelled by its enumKeys entry. */
function SelectWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, uiSchema, rawErrors, schema, registry, name }: WidgetProps) {
  const { t } = useTranslation();
  const enumKeys = fieldOptions(uiSchema)?.enumKeys ?? {};
  const values = (schema.enum ?? []).map(String);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const hint = hintOf(registry, name);
  return (
    <select
      id={id}
      name={id}
      className="field__input"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, hint, invalid)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">{t('common.select')}</option>
      {values.map((option) => {
        const key = enumKeys[option];
        return (
          <option key={option} value={option}>
            {key ? t(key) : option}
          </option>
        );
      })}
    </select>
  );
}

/** The submit button is the screen's own (it knows what submitting means there). */
function SubmitButton(): null {
  return null;
}

/** Our templates instead of RJSF's default Bootstrap-like markup. */
export const payoutTemplates: FormProps<PayoutData>['templates'] = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate: () => null,
  ButtonTemplates: { SubmitButton },
};

/** Phone numbers: the phone keypad on mobile; RJSF has no tel widget of its own. */
function TelWidget(props: WidgetProps) {
  return <BaseInputTemplate {...(props as BaseInputTemplateProps)} type="tel" options={{ ...props.options, autocomplete: 'tel' }} />;
}

export const payoutWidgets: RegistryWidgetsType = { SelectWidget, tel: TelWidget };
