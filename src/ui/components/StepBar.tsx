import { useTranslation } from 'react-i18next';
import { constants } from '../../shared/config/constants';

/** Product §2: the buy step bar reads 'Step {0} of 3'; the step comes from the route's stepOfBuy. */
export function StepBar({ step }: { step: number | undefined }) {
  const { t } = useTranslation();
  if (step === undefined) return null;
  const total = constants.buyStepCount;
  return (
    <div className="step-bar">
      <p className="step-bar__text">{t('home.stepBar', { step, total })}</p>
      <div
        className="step-bar__track"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-label={t('home.stepBar', { step, total })}
      >
        {/* An SVG's own width, not a style attribute, which the CSP refuses in a server-rendered page. */}
        <svg viewBox={`0 0 ${total} 1`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect className="step-bar__fill" width={step} height="1" />
        </svg>
      </div>
    </div>
  );
}
