import { useIntl } from 'react-intl';
import { TextField } from '../../../shared/ui/text-field';
import { reportTexts } from '../texts';

/** A whole number of weeks or months, at least 1 (the spec's stepper), typed or stepped. */
export function CountStepper({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange(value: number): void;
}) {
  const { t } = reportTexts;
  const intl = useIntl();
  return (
    <div className="report-stepper">
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage(t.fewer)}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        −
      </button>
      <TextField
        id={id}
        label={label}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={Number.isFinite(value) ? String(value) : ''}
        onChange={(event) => onChange(event.target.valueAsNumber)}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage(t.more)}
        onClick={() => onChange((Number.isFinite(value) ? value : 0) + 1)}
      >
        +
      </button>
    </div>
  );
}

/** The custom range's two dates, neither after today. */
export function DateRangeFields({
  from,
  to,
  today,
  onChange,
}: {
  from: string;
  to: string;
  today: string;
  onChange(range: { from: string; to: string }): void;
}) {
  const { t } = reportTexts;
  const intl = useIntl();
  return (
    <div className="report-range">
      <TextField
        id="report-from"
        label={intl.formatMessage(t.from)}
        type="date"
        max={today}
        value={from}
        onChange={(event) => onChange({ from: event.target.value, to })}
      />
      <TextField
        id="report-to"
        label={intl.formatMessage(t.to)}
        type="date"
        max={today}
        value={to}
        onChange={(event) => onChange({ from, to: event.target.value })}
      />
    </div>
  );
}
