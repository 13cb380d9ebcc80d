import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons row; when absent only the body shows. */
  actions?: ReactNode;
  /** alertdialog for confirmations that need an answer (log out). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** An element focus can go back to: still on the page and not disabled. */
function focusable(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element.isConnected && !element.matches(':disabled');
}

/**
 * Accessible modal built on the native <dialog>: showModal() makes the page behind it inert (the
 * focus trap), Escape fires `cancel`, and focus goes back to the opener when the dialog closes.
 * The opener is the last element focused outside the dialog, not document.activeElement at the
 * moment it opens: a button disabled while its request runs has already dropped focus to <body>
 * by then ('I have completed the payment' opening the order-status tips).
 */
export function Dialog({ open, title, onClose, children, actions, role = 'dialog', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);
  const lastFocusedOutside = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !ref.current?.contains(event.target)) lastFocusedOutside.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      returnFocus.current = active ?? lastFocusedOutside.current;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => {
      const opener = returnFocus.current;
      if (focusable(opener)) opener.focus();
    };
    dialog.addEventListener('close', restore);
    return () => dialog.removeEventListener('close', restore);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className="dialog__body">{children}</div>
          {actions ? <div className="dialog__actions">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
