import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useToast } from '../../components/Toasts';
import { markOrderPaid } from '../../../api/endpoints/sandbox';
import { sandboxAvailable } from './sandbox';

/** The sandbox "mark paid" action, offered only when the server has its sandbox actions. */
export function useSandboxMarkPaid(orderNo: string | null) {
  const { api } = useServices();
  const { t } = useTranslation();
  const toast = useToast();
  const [available, setAvailable] = useState(false);
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    let alive = true;
    void sandboxAvailable(api).then((yes) => alive && setAvailable(yes));
    return () => {
      alive = false;
    };
  }, [api]);
  const mark = async () => {
    if (!orderNo) return;
    const result = await markOrderPaid(api, orderNo);
    if (result.kind === 'ok') {
      setMarked(true);
      toast(t('web.sandbox.marked'));
    }
  };
  return { available: available && orderNo !== null, marked, mark };
}

export function SandboxMarkPaid({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation();
  const sandbox = useSandboxMarkPaid(orderNo);
  if (!sandbox.available) return null;
  return (
    <div className="sandbox">
      <p className="field__hint">{t('web.sandbox.hint')}</p>
      <button type="button" className="button" disabled={sandbox.marked} onClick={() => void sandbox.mark()}>
        {t('web.sandbox.markPaid')}
      </button>
    </div>
  );
}
