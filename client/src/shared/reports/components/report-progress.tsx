import { useIntl } from 'react-intl';
import type { ReportProgress } from '../lib/download-report';
import { reportTexts } from '../texts';

/**
 * Where the report is: the server drawing it (step 1 of 3, no figure to show), the file
 * arriving (step 2, with its share when the size is known), saved (step 3). Announced as a
 * progress bar; the bar itself is only a picture of the same.
 */
export function ReportProgressBar({ progress }: { progress: ReportProgress }) {
  const { t } = reportTexts;
  const intl = useIntl();
  const percent =
    progress.step === 'saved'
      ? 100
      : progress.step === 'downloading' && progress.fraction !== null
        ? Math.round(progress.fraction * 100)
        : null;
  const label =
    progress.step === 'preparing'
      ? intl.formatMessage(t.stepPreparing)
      : progress.step === 'downloading'
        ? intl.formatMessage(t.stepDownloading, { percent: percent ?? 0 })
        : intl.formatMessage(t.stepSaved);
  const step = { preparing: 1, downloading: 2, saved: 3 }[progress.step];
  return (
    <div className="progress report-progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={intl.formatMessage(t.progress)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={label}
      >
        <div
          className="progress__fill"
          data-indeterminate={percent === null || undefined}
          style={{ width: `${percent ?? 33}%` }}
        />
      </div>
      <p className="progress__label" aria-live="polite">
        {intl.formatMessage(t.stepOf, { step })} · {label}
      </p>
    </div>
  );
}
