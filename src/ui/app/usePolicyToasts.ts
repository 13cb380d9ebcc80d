import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyDecision } from '../../api/errorPolicy';
import { useToast } from '../components/Toasts';
import { policyToastText } from './policyToastText';
import type { AppServices } from './services';

/** Product §8: toast decisions of the API client, as policyToastText words them. */
export function usePolicyToasts(services: AppServices) {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    const listener = (decision: PolicyDecision) => {
      if (decision.kind === 'toast') toast(policyToastText(decision, t), decision.durationMs);
      if (decision.kind === 'logout') toast(t('errors.server.sessionExpired'));
    };
    services.policyListeners.add(listener);
    return () => void services.policyListeners.delete(listener);
  }, [services, toast, t]);
}
