import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { historyReturnQuery } from '../../../api/errorPolicy';
import { codeProblem } from '../../../engine/session/sessionMachine';
import { constants } from '../../../shared/config/constants';
import { ruleMessage } from '../../../shared/rules/rule-result';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { secondsUntil } from '../../components/format';
import { useToast } from '../../components/Toasts';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useNow } from '../../components/useNow';
import { useNavigator } from '../../router/hooks';
import { resumeBuy } from '../home/startBuy';
import type { ScreenProps } from '../screenProps';

/** Product §2 /emailCode?fromName=tradeList returns to the order history after login. */
const historyRoute = 'tradeHistory';

/**
 * Product §2 /verifyCode: the six-digit code, resend after a countdown, then login, all through the
 * session machine, which keeps the token and the signing key (product §3). A code belongs to the
 * e-mail it was sent to with the agreement tick: without one in progress, the e-mail step opens.
 */
export default function VerifyCodeScreen({ query }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const session = services.sessionActor;
  const navigator = useNavigator();
  const toast = useToast();
  const email = useSelector(session, (snapshot) => snapshot.context.email.trim());
  const code = useSelector(session, (snapshot) => snapshot.context.code);
  const checked = useSelector(session, (snapshot) => snapshot.context.codeChecked);
  const refusal = useSelector(session, (snapshot) => snapshot.context.codeRefusal);
  const resendAt = useSelector(session, (snapshot) => snapshot.context.resendAt);
  const busy = useSelector(session, (snapshot) => snapshot.matches({ signedOut: 'loggingIn' }));
  const codeStep = useSelector(
    session,
    (snapshot) =>
      snapshot.matches({ signedOut: 'enteringCode' }) ||
      snapshot.matches({ signedOut: 'resendingCode' }) ||
      snapshot.matches({ signedOut: 'loggingIn' }) ||
      snapshot.matches('signedIn'),
  );
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const now = useNow(true);
  const wait = resendAt === undefined ? 0 : secondsUntil(resendAt, now);
  const codeError = refusal ?? (checked ? ruleMessage(t, codeProblem({ code })) : undefined);

  useEffect(() => {
    if (!codeStep) navigator.navigate('emailCode', Object.fromEntries(query), { replace: true });
  }, [codeStep, navigator, query]);

  useEffect(() => {
    const invalid = session.on('invalid', focusFirstInvalid);
    const refused = session.on('code.refused', focusFirstInvalid);
    const saved = session.on('session.save', () => {
      const target = services.loginReturn.get();
      services.loginReturn.set({ name: null, query: {} });
      if (query.get('fromName') === historyReturnQuery.fromName) navigator.navigate(historyRoute, undefined, { replace: true });
      else if (target.resume === 'buy') resumeBuy(services, (key) => toast(t(key)));
      else navigator.navigate(target.name ?? 'index', target.query, { replace: true });
    });
    return () => {
      invalid.unsubscribe();
      refused.unsubscribe();
      saved.unsubscribe();
    };
  }, [session, services, navigator, query, focusFirstInvalid, toast, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'login.submit' });
  };

  return (
    <form ref={form} className="screen" onSubmit={submit} noValidate>
      <h1 className="screen__title">{t('login.code')}</h1>
      <p className="screen__lead">{t('login.codeSent', { email })}</p>
      <TextField
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={constants.verificationCodeLength}
        placeholder={t('login.codePlaceholder')}
        value={code}
        onChange={(value) => session.send({ type: 'code.change', code: value.replace(/\D/g, '') })}
        error={codeError}
        hint={t('login.checkSpam')}
      />
      <div className="inline-actions">
        <button type="button" className="button" disabled={wait > 0} onClick={() => session.send({ type: 'code.send' })}>
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
