import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { emailStepProblems } from '../../../engine/session/sessionMachine';
import { ruleMessage } from '../../../shared/rules/rule-result';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { LegalDialog, type LegalDocument } from '../../layout/LegalDialog';
import { useNavigator } from '../../router/hooks';
import type { ScreenProps } from '../screenProps';

/**
 * Product §2 /emailCode: the e-mail and the agreement tick, then a code is sent (product §5 rules), as
 * the session machine decides; once it is sent the code page opens.
 */
export default function EmailCodeScreen({ query }: ScreenProps) {
  const { t } = useTranslation();
  const { sessionActor: session } = useServices();
  const navigator = useNavigator();
  const email = useSelector(session, (snapshot) => snapshot.context.email);
  const agreed = useSelector(session, (snapshot) => snapshot.context.agreed);
  const checked = useSelector(session, (snapshot) => snapshot.context.emailChecked);
  const sending = useSelector(session, (snapshot) => snapshot.matches({ signedOut: 'sendingCode' }) || snapshot.matches({ signedOut: 'resendingCode' }));
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const problems = emailStepProblems({ email, agreed });
  const emailError = checked ? ruleMessage(t, problems.email) : undefined;
  const agreementError = checked ? ruleMessage(t, problems.agreement) : undefined;

  useEffect(() => {
    const subscription = session.on('code.sent', () => navigator.navigate('verifyCode', Object.fromEntries(query)));
    return () => subscription.unsubscribe();
  }, [session, navigator, query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'code.send' });
  };

  return (
    <form className="screen" onSubmit={submit} noValidate>
      <h1 className="screen__title">{t('login.title')}</h1>
      <p className="screen__lead">{t('login.subtitle')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('login.emailPlaceholder')}
        value={email}
        onChange={(value) => session.send({ type: 'email.change', email: value })}
        error={emailError}
      />
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={agreed}
            onChange={() => session.send({ type: 'agreement.toggle' })}
            aria-invalid={agreementError ? true : undefined}
            aria-describedby={agreementError ? 'agreement-error' : undefined}
          />
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
        {agreementError ? (
          <p id="agreement-error" className="field__error" role="alert">
            {agreementError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary button--block" disabled={sending} aria-busy={sending || undefined}>
        {sending ? <Spinner inline label={t('common.processing')} /> : null}
        {t('login.sendCode')}
      </button>
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
    </form>
  );
}
