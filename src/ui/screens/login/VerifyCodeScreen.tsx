import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login, sendMailCode } from '../../../api/endpoints/account';
import { constants } from '../../../shared/config/constants';
import { ruleMessage } from '../../../shared/rules/rule-result';
import { validateVerificationCode } from '../../../shared/rules/verification-code';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { secondsUntil } from '../../components/format';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useNow } from '../../components/useNow';
import { useNavigator } from '../../router/RouterContext';
import { pendingEmail } from '../../state/pendingEmail';
import type { ScreenProps } from '../registry';
import { codeRefusalOf } from './codeRefusal';

/** Spec §2 /emailCode?fromName=tradeList returns to the order history after login. */
const historyReturn = { fromName: 'tradeList', route: 'tradeHistory' } as const;

/**
 * Spec §2 /verifyCode: the six-digit code, resend after a countdown, then login. The token and
 * the signing key come back as the token and sign headers (spec §3) and are kept locally.
 */
export default function VerifyCodeScreen({ query }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigator = useNavigator();
  const email = pendingEmail(sessionStorage);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const [resendAt, setResendAt] = useState(() => Date.now() + constants.verificationCodeResendGapMs);
  const now = useNow(true);
  const wait = secondsUntil(resendAt, now);
  const codeError = refusal ?? (submitted ? ruleMessage(t, validateVerificationCode(code)) : undefined);

  useEffect(() => {
    if (email === '') navigator.navigate('emailCode', Object.fromEntries(query), { replace: true });
  }, [email, navigator, query]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(undefined);
    if (!validateVerificationCode(code).valid) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const result = await login(services.api, { email, code }, true);
    setBusy(false);
    if (result.kind !== 'ok') {
      const refused = codeRefusalOf(result, t);
      if (refused.kind === 'field') {
        setRefusal(refused.message);
        focusFirstInvalid();
      }
      // Other refusals keep their config/errors.json toast, as the API client would have shown it.
      if (refused.kind === 'policy') for (const listener of services.policyListeners) listener(refused.decision);
      return;
    }
    const token = result.headers.token;
    const signKey = result.headers.sign;
    if (!token || !signKey) return;
    services.session.set({ user: { token, signKey, email: result.data.email, userNo: result.data.userNo, kycStatus: result.data.kycStatus } });
    const target = services.loginReturn.get();
    services.loginReturn.set({ name: null, query: {} });
    if (query.get('fromName') === historyReturn.fromName) navigator.navigate(historyReturn.route, undefined, { replace: true });
    else navigator.navigate(target.name ?? 'index', target.query, { replace: true });
  };

  const resend = async () => {
    const result = await sendMailCode(services.api, { email });
    if (result.kind === 'ok') setResendAt(Date.now() + constants.verificationCodeResendGapMs);
  };

  return (
    <form ref={form} className="screen" onSubmit={(event) => void submit(event)} noValidate>
      <h1 className="screen__title">{t('login.code')}</h1>
      <p className="screen__lead">{t('login.codeSent', { email })}</p>
      <TextField
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={constants.verificationCodeLength}
        placeholder={t('login.codePlaceholder')}
        value={code}
        onChange={(value) => {
          setCode(value.replace(/\D/g, ''));
          setRefusal(undefined);
        }}
        error={codeError}
        hint={t('login.checkSpam')}
      />
      <div className="inline-actions">
        <button type="button" className="button" disabled={wait > 0} onClick={() => void resend()}>
          {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.resend')}
        </button>
        <button type="button" className="button--link" onClick={() => navigator.navigate('emailCode', Object.fromEntries(query))}>
          {t('login.changeEmail')}
        </button>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner inline label={t('common.processing')} /> : null}
        {t('login.submit')}
      </button>
    </form>
  );
}
