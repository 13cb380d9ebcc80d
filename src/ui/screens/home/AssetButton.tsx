import { AssetIcon } from '../../components/AssetIcon';

interface AssetButtonProps {
  icon: string | undefined;
  code: string;
  /** What the icon alone shows, for screen readers (the fiat's country: EUR · Netherlands). */
  detail?: string;
  label: string;
  onClick: () => void;
  /** Set by the merchant's link: shown with a lock, not opening its picker; describedBy says why. */
  locked?: boolean;
  describedBy?: string;
}

/** The currency, crypto or network chooser beside an amount; opens its picker unless the merchant fixed it. */
export function AssetButton({ icon, code, detail, label, onClick, locked = false, describedBy }: AssetButtonProps) {
  return (
    <button
      type="button"
      className={locked ? 'asset-button asset-button--locked' : 'asset-button'}
      aria-label={`${label}: ${detail ? `${code} · ${detail}` : code}`}
      aria-haspopup={locked ? undefined : 'dialog'}
      aria-disabled={locked || undefined}
      aria-describedby={locked ? describedBy : undefined}
      onClick={locked ? undefined : onClick}
    >
      <AssetIcon src={icon} size={24} />
      <span>{code}</span>
      {locked ? (
        <LockIcon />
      ) : (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </button>
  );
}

/** The mark of a value the merchant fixed. */
export function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <rect x="5" y="11" width="14" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
