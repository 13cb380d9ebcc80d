import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeSide } from '../../state/homeForm';

const sides: HomeSide[] = ['buy', 'sell'];

export const tabId = (side: HomeSide) => `home-tab-${side}`;
export const panelId = 'home-panel';

/** Product §2: the Buy Crypto / Sell Crypto strip with an animated underline; arrow keys move between tabs. */
export function HomeTabs({ value, onChange }: { value: HomeSide; onChange: (side: HomeSide) => void }) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = sides.indexOf(value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : sides.length - 1)) % sides.length;
    const side = sides[next];
    if (side) {
      onChange(side);
      buttons.current[next]?.focus();
    }
  };
  return (
    <div className="home-tabs" role="tablist" aria-label={t('web.home.tabsLabel')} onKeyDown={onKeyDown}>
      {sides.map((side, position) => (
        <button
          key={side}
          ref={(element) => {
            buttons.current[position] = element;
          }}
          id={tabId(side)}
          type="button"
          role="tab"
          aria-selected={side === value}
          aria-controls={panelId}
          tabIndex={side === value ? 0 : -1}
          className={side === value ? 'home-tabs__tab home-tabs__tab--active' : 'home-tabs__tab'}
          onClick={() => onChange(side)}
        >
          {t(`home.tabs.${side}`)}
        </button>
      ))}
      {/* Placed by components.css from its index: no style attribute, which the CSP refuses in a server-rendered page. */}
      <span className="home-tabs__underline" aria-hidden="true" data-index={index} />
    </div>
  );
}
