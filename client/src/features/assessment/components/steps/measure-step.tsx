import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RadioCards } from '../../../../shared/ui/radio-cards';
import { clamp } from '../../lib/units';
import { AssessmentShell } from '../assessment-shell';
import type { StepNumber } from '../../lib/step-problem';
import { RulerSlider } from '../ruler-slider';

/** One measured answer (height or weight): a unit switch over a ruler. */
export type Measure<Unit extends string> = {
  step: StepNumber;
  /** Profile field names, e.g. heightValue and heightUnit. */
  field: 'height' | 'weight';
  title: MessageDescriptor;
  label: MessageDescriptor;
  units: readonly { value: Unit; label: MessageDescriptor }[];
  ranges: Record<Unit, readonly [number, number]>;
  /** Numbered ruler marks per unit. */
  labelEvery: Record<Unit, number>;
  convert(value: number, from: Unit, to: Unit): number;
  /** Where the ruler starts when nothing was saved, in the first unit. */
  defaultValue: number;
  unitLegend: MessageDescriptor;
};

export function MeasureStep<Unit extends string>({
  measure,
  savedValue,
  savedUnit,
}: {
  measure: Measure<Unit>;
  savedValue: number | null | undefined;
  savedUnit: string | null | undefined;
}) {
  const intl = useIntl();
  const firstUnit = measure.units[0].value;
  const initialUnit = (measure.units.find((u) => u.value === savedUnit)?.value ??
    firstUnit) as Unit;
  const [unit, setUnit] = useState<Unit>(initialUnit);
  const [value, setValue] = useState(() =>
    savedValue != null
      ? clamp(Math.round(savedValue), measure.ranges[initialUnit])
      : measure.convert(measure.defaultValue, firstUnit, initialUnit),
  );
  const unitLabel = (u: Unit) =>
    intl.formatMessage(measure.units.find((option) => option.value === u)!.label);

  const changeUnit = (next: Unit) => {
    setValue((current) => measure.convert(current, unit, next));
    setUnit(next);
  };

  return (
    <AssessmentShell
      step={measure.step}
      title={intl.formatMessage(measure.title)}
      values={{ [`${measure.field}Unit`]: unit, [`${measure.field}Value`]: value }}
    >
      <RadioCards
        name={`${measure.field}-unit`}
        legend={intl.formatMessage(measure.unitLegend)}
        hideLegend
        layout="segmented"
        options={measure.units.map((u) => ({ value: u.value, label: intl.formatMessage(u.label) }))}
        value={unit}
        onChange={changeUnit}
      />
      <RulerSlider
        id={measure.field}
        label={intl.formatMessage(measure.label)}
        unit={unitLabel(unit)}
        value={value}
        range={measure.ranges[unit]}
        labelEvery={measure.labelEvery[unit]}
        onChange={setValue}
      />
    </AssessmentShell>
  );
}
