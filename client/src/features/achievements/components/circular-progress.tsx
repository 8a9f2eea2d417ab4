import { useIntl } from 'react-intl';
import { achievementsTexts } from '../texts';

const { t } = achievementsTexts;
const RADIUS = 30;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A milestone's ring: the current streak against its target, read out as a progress bar. */
export function CircularProgress({
  label,
  progress,
  target,
}: {
  label: string;
  progress: number;
  target: number;
}) {
  const intl = useIntl();
  const share = target > 0 ? Math.min(1, progress / target) : 0;
  const text = intl.formatMessage(t.daysOf, { progress, target });
  return (
    <div
      className="ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={target}
      aria-valuenow={progress}
      aria-valuetext={text}
    >
      <svg width="80" height="80" viewBox="0 0 80 80" aria-hidden="true" focusable="false">
        <circle cx="40" cy="40" r={RADIUS} className="ring__track" />
        <circle
          cx="40"
          cy="40"
          r={RADIUS}
          className="ring__fill"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          transform="rotate(-90 40 40)"
        />
      </svg>
      <span className="ring__value" aria-hidden="true">
        {intl.formatMessage(t.progressOf, { progress, target })}
      </span>
    </div>
  );
}
