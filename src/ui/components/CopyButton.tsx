import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missing, useEmbedCapabilities } from '../merchant/embed/embedCapabilities';

interface CopyButtonProps {
  value: string;
  /** Visible text instead of "Copy" (e.g. "Copy payment code"). */
  text?: string;
  /** What is copied, added for screen readers after the visible text (the name starts with what is seen). */
  label?: string;
}

/**
 * Copies a value; the "Copied" state is announced to screen readers. In a frame that does not
 * allow clipboard writes (docs/embedding.md) it is not shown: the value stays on screen to select.
 */
export function CopyButton({ value, text, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const clipboardMissing = missing(useEmbedCapabilities(), 'clipboard');
  if (clipboardMissing) return null;
  return (
    <button
      type="button"
      className="button copy-button"
      onClick={() => {
        void navigator.clipboard.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      <span aria-live="polite">{copied ? t('common.copied') : (text ?? t('common.copy'))}</span>
      {label ? <span className="visually-hidden"> {label}</span> : null}
    </button>
  );
}
