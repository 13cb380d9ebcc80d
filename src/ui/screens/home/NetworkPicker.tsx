import { useTranslation } from 'react-i18next';
import { AssetIcon } from '../../components/AssetIcon';
import { Dialog } from '../../components/Dialog';
import { networksOf } from '../../../shared/config/assets';

interface NetworkPickerProps {
  open: boolean;
  crypto: string;
  current: string;
  onPick: (network: string, networkName: string) => void;
  onClose: () => void;
}

/** Product §2 network picker: the networks the chosen crypto runs on (config/assets.json). */
export function NetworkPicker({ open, crypto, current, onPick, onClose }: NetworkPickerProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('search.network.title')} onClose={onClose} className="dialog--sheet">
      <p className="field__hint">{t('search.network.hint')}</p>
      <ul className="row-list">
        {networksOf(crypto).map((network) => {
          const active = network.code === current;
          return (
            <li key={network.code}>
              <button
                type="button"
                className={active ? 'row row--active' : 'row'}
                aria-current={active ? 'true' : undefined}
                onClick={() => onPick(network.code, network.name)}
              >
                <AssetIcon src={network.icon} className="row__icon" />
                <span className="row__text">
                  <span>{network.name}</span>
                  <span className="row__sub">{network.code}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
