import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { constants } from '../../shared/config/constants';

interface Toast {
  id: number;
  text: string;
}

type ShowToast = (text: string, durationMs?: number) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Product §8: server messages and notices show as toasts for 3 s (constants.toastMs). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ShowToast>((text, durationMs = constants.toastMs) => {
    if (text === '') return;
    const id = nextId.current++;
    setToasts((current) => [...current.filter((toast) => toast.text !== text), { id, text }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), durationMs);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className="toast">
            {toast.text}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
