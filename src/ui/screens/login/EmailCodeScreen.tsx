import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { sendMailCode } from '../../../api/endpoints/account';
import { validateAgreement } from '../../../shared/rules/agreement';
import { validateEmail } from '../../../shared/rules/email';
import { ruleMessage } from '../../../shared/rules/rule-result';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { LegalDialog, type LegalDocument } from '../../layout/LegalDialog';
import { useNavigator } from '../../router/RouterContext';
import { pendingEmail, rememberPendingEmail } from '../../state/pendingEmail';
import type { ScreenProps } from '../registry';

/** Spec §2 /emailCode: the e-mail and the agreement tick, then a code is sent (spec §5 rules). */
export default function EmailCodeScreen({ query }: ScreenProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigator = useNavigator();
  const [email, setEmail] = useState(() => pendingEmail(sessionStorage));
  const [agreed, setAgreed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const emailError = submitted ? ruleMessage(t, validateEmail(email.trim())) : undefined;
  const agreementError = submitted ? ruleMessage(t, validateAgreement(agreed)) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validateEmail(email.trim()).valid || !validateAgreement(agreed).valid) return;
    setSending(true);
    const result = await sendMailCode(api, { email: email.trim() });
    setSending(false);
    if (result.kind !== 'ok') return;
    rememberPendingEmail(sessionStorage, email.trim());
    navigator.navigate('verifyCode', Object.fromEntries(query));
  };

  return (
    <form className="screen" onSubmit={(event) => void submit(event)} noValidate>
      <h1 className="screen__title">{t('login.title')}</h1>
      <p className="screen__lead">{t('login.subtitle')}</p>
      <TextField label={t('login.email')} type="email" autoComplete="email" inputMode="email" placeholder={t('login.emailPlaceholder')} value={email} onChange={setEmail} error={emailError} />
      <div className="field">
        <label className="checkbox">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} aria-invalid={agreementError ? true : undefined} aria-describedby={agreementError ? 'agreement-error' : undefined} />
          <span>
            <Trans
              i18nKey="login.agreement"
              components={{
                terms: <button type="button" className="button--link" onClick={() => setLegal('terms')} />,
                privacy: <button type="button" className="button--link" onClick={() => setLegal('privacy')} />,
              }}
            />
          </span>
        </label>
        {agreementError ? <p id="agreement-error" className="field__error" role="alert">{agreementError}</p> : null}
      </div>
      <button type="submit" className="button button--primary button--block" disabled={sending} aria-busy={sending || undefined}>
        {sending ? <Spinner inline label={t('common.processing')} /> : null}
        {t('login.sendCode')}
      </button>
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
    </form>
  );
}
