import { useTranslation } from 'react-i18next';

/** Product §4: the stages a sell order moves through after the deposit, in order. */
const stages = ['cryptoSent', 'blockConfirmed', 'confirmOrder', 'inTransfer', 'completed'] as const;

/** The status tracker: stages before the current one are done; the current one is marked for screen readers. */
export function SellSteps({ state }: { state: string }) {
  const { t } = useTranslation();
  const at = stages.indexOf(state as (typeof stages)[number]);
  const current = state === 'confirming' ? stages.indexOf('confirmOrder') : at;
  return (
    <ol className="sell-steps" aria-label={t('web2.sell.progress')}>
      {stages.map((stage, index) => {
        const done = index < current || (stage === 'completed' && current === index);
        const isCurrent = index === current && stage !== 'completed';
        const className = `sell-steps__item${done ? ' sell-steps__item--done' : ''}${isCurrent ? ' sell-steps__item--current' : ''}`;
        return (
          <li key={stage} className={className} aria-current={isCurrent ? 'step' : undefined}>
            <span className="sell-steps__dot" aria-hidden="true" />
            {t(`status.sell.${stage}`)}
          </li>
        );
      })}
    </ol>
  );
}
