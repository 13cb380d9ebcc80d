import { AssetIcon } from '../../components/AssetIcon';

/** The currency, crypto or network chooser beside an amount; opens its picker. */
export function AssetButton({ icon, code, label, onClick }: { icon: string | undefined; code: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className="asset-button" aria-label={`${label}: ${code}`} aria-haspopup="dialog" onClick={onClick}>
      <AssetIcon src={icon} size={24} />
      <span>{code}</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
    </button>
  );
}
