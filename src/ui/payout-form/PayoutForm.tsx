import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { payoutValidator, type PayoutData } from './payoutValidator';
import { renderSchemaOf } from './renderSchema';
import { groupHints } from './requirementGroups';
import { payoutTemplates, payoutWidgets, type PayoutFormContext } from './templates';
import './payoutForm.css';
import type { PayoutFieldUi } from '../../shared/generated/payout-form.schema';
import type { PayoutFormInUse } from '../../shared/payout/resolve';

interface PayoutFormProps {
  form: PayoutFormInUse;
  /** Controlled: the screen keeps what was typed, so a server error or a detour loses nothing. */
  formData: PayoutData;
  onChange: (data: PayoutData) => void;
  /** Called with data that passed the country's rules. */
  onSubmit: (data: PayoutData) => void;
  /** Messages the server gave for fields (shown at those fields). */
  serverErrors?: Record<string, string>;
  /** Translated hints under fields, by field (a saved value the user must type again). */
  hints?: Record<string, string>;
  /** The buttons; a submit button inside submits the form. */
  children: ReactNode;
  idPrefix?: string;
}

/**
 * A country's payout form (config/payout-forms/<country>.json) rendered by RJSF through our own
 * templates and widgets: labels, placeholders and enum labels from the locales, each field's
 * 'Invalid X!' under it, cross-field rules at their first field (product §5), and fields required as
 * one of a group (the form's anyOf) saying so instead of 'optional'. Errors show after the first
 * submit and then follow every keystroke.
 */
export function PayoutForm({ form, formData, onChange, onSubmit, serverErrors, hints, children, idPrefix = 'payout' }: PayoutFormProps) {
  const { t, i18n } = useTranslation();
  const [attempted, setAttempted] = useState(false);
  // Messages are translated inside the validator, in the language it was built for: a new language builds a new one.
  const language = i18n.language;
  const validator = useMemo(() => payoutValidator(form, (key, params) => t(key, { ...params, lng: language })), [form, t, language]);
  const schema = useMemo(() => renderSchemaOf(form.schema), [form]);
  const extraErrors = useMemo(
    () =>
      serverErrors
        ? (Object.fromEntries(Object.entries(serverErrors).map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema<PayoutData>)
        : undefined,
    [serverErrors],
  );
  const groups = useMemo(() => {
    const labelOf = (field: string) => {
      const options = (form.uiSchema[field] as PayoutFieldUi | undefined)?.['ui:options'];
      return options ? t(options.labelKey) : field;
    };
    return groupHints(form.schema, labelOf, (key, params) => t(key, params), i18n.language);
  }, [form, t, i18n.language]);
  const formContext = useMemo<PayoutFormContext>(() => {
    const merged = { ...groups.hints };
    for (const [field, hint] of Object.entries(hints ?? {})) merged[field] = merged[field] === undefined ? hint : `${merged[field]} ${hint}`;
    return { hints: merged, groupFields: groups.fields };
  }, [groups, hints]);
  return (
    <Form<PayoutData, RJSFSchema, PayoutFormContext>
      className="payout-form"
      schema={schema}
      uiSchema={form.uiSchema}
      formData={formData}
      validator={validator}
      templates={payoutTemplates}
      widgets={payoutWidgets}
      formContext={formContext}
      idPrefix={idPrefix}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      liveValidate={attempted ? 'onChange' : undefined}
      extraErrors={extraErrors}
      onChange={(event: IChangeEvent<PayoutData>) => onChange(event.formData ?? {})}
      onError={() => setAttempted(true)}
      onSubmit={(event: IChangeEvent<PayoutData>) => {
        setAttempted(true);
        onSubmit(event.formData ?? {});
      }}
    >
      {children}
    </Form>
  );
}
