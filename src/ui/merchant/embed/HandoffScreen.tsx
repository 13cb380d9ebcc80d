import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exchangeHandoff } from '../../../api/endpoints/embed';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { useNavigator } from '../../router/hooks';
import type { ScreenProps } from '../../screens/screenProps';
import { takeHandoff } from './takeHandoff';

/**
 * The new tab of "Continue in a new tab" (docs/embedding.md): takes the token out of the address
 * at once (so it stays in no history entry), exchanges it once for this tab's own session, and
 * reloads on the step it was handed, signed in, with no e-mail login. A token that expired or was
 * used says so, with the way home.
 */
export default function HandoffScreen({ route, query }: ScreenProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigator = useNavigator();
  const [token] = useState(() => query.get('token') ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${route.path}`);
    let live = true;
    void exchangeHandoff(api, token).then((result) => {
      if (!live) return;
      if (result.kind === 'cancelled') return;
      if (result.kind === 'error') {
        setRefusal(result.message || t('errors.server.handoffInvalid'));
        return;
      }
      const { token: sessionToken, sign } = result.headers;
      if (!sessionToken || !sign) {
        setRefusal(t('errors.server.handoffInvalid'));
        return;
      }
      window.location.replace(takeHandoff(window, { token: sessionToken, signKey: sign }, result.data));
      window.location.reload();
    });
    return () => {
      live = false;
    };
  }, [api, route.path, t, token]);

  if (refusal === null) return <Spinner label={t('embed.handoff.opening')} />;
  return (
    <section className="screen account-notice" aria-labelledby="handoff-title">
      <h1 id="handoff-title" className="screen__title">
        {t(route.titleKey)}
      </h1>
      <p role="alert">{refusal}</p>
      <button type="button" className="button button--block" onClick={() => navigator.navigate('index')}>
        {t('common.backToHome')}
      </button>
    </section>
  );
}
