import { useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';

/** "Step n of total", shown as a bar and announced as a progress bar. */
export function ProgressBar({ current, total }: { current: number; total: number }) {
  const intl = useIntl();
  const label = intl.formatMessage(commonTexts.t.stepOf, { current, total });
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={label}
      >
        <div className="progress__fill" style={{ width: `${(current / total) * 100}%` }} />
      </div>
      <p className="progress__label" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
