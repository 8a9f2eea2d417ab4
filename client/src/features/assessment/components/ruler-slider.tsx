import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui/icon';
import { clamp, rulerMarks } from '../lib/units';
import { assessmentTexts } from '../texts';

type Props = {
  id: string;
  label: string;
  unit: string;
  value: number;
  range: readonly [number, number];
  /** Marks whose value is a multiple of this get a number under them. */
  labelEvery: number;
  onChange(value: number): void;
};

/** A range input drawn as a ruler (a mark every 5 units), with −/+ for fine steps. */
export function RulerSlider({ id, label, unit, value, range, labelEvery, onChange }: Props) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const [min, max] = range;
  const position = (v: number) => `${((v - min) / (max - min)) * 100}%`;
  const set = (next: number) => onChange(clamp(next, range));

  return (
    <div className="ruler">
      <div className="ruler__readout">
        <button
          type="button"
          className="icon-button"
          aria-label={`${intl.formatMessage(t.less)} (${label})`}
          onClick={() => set(value - 1)}
          disabled={value <= min}
        >
          <Icon name="minus" />
        </button>
        <output className="ruler__value" htmlFor={id}>
          {value} <span className="ruler__unit">{unit}</span>
        </output>
        <button
          type="button"
          className="icon-button"
          aria-label={`${intl.formatMessage(t.more)} (${label})`}
          onClick={() => set(value + 1)}
          disabled={value >= max}
        >
          <Icon name="plus" />
        </button>
      </div>
      <div className="ruler__track">
        <label className="visually-hidden" htmlFor={id}>
          {`${label} (${unit})`}
        </label>
        <div className="ruler__marks" aria-hidden="true">
          {rulerMarks(range).map((mark) => (
            <span
              key={mark}
              className={`ruler__mark${mark % labelEvery === 0 ? ' ruler__mark--major' : ''}`}
              style={{ left: position(mark) }}
            >
              {mark % labelEvery === 0 && <span className="ruler__mark-label">{mark}</span>}
            </span>
          ))}
          <span className="ruler__needle" style={{ left: position(value) }} />
        </div>
        <input
          id={id}
          className="ruler__input"
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-valuetext={`${value} ${unit}`}
          onChange={(event) => set(Number(event.target.value))}
        />
      </div>
    </div>
  );
}
