import { useState } from 'react';
import { useIntl } from 'react-intl';
import { WEIGHT_RANGES } from '../../../../../../common/validation/profile';
import { RadioCards } from '../../../../shared/ui/radio-cards';
import { clamp, convertWeight, isWeightUnit, type WeightUnit } from '../../lib/units';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import { RulerSlider } from '../ruler-slider';
import type { StepProps } from './step-props';

/** Where the ruler starts when nothing was saved. */
const DEFAULT_KG = 60;
/** Numbered marks that land on both ends of the kg ruler (30-150) and on round lbs. */
const LABEL_EVERY: Record<WeightUnit, number> = { kg: 30, lbs: 50 };

export function WeightStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const savedUnit = isWeightUnit(profile?.weightUnit) ? profile.weightUnit : 'kg';
  const [unit, setUnit] = useState<WeightUnit>(savedUnit);
  const [value, setValue] = useState(() =>
    profile?.weightValue != null ? clamp(Math.round(profile.weightValue), WEIGHT_RANGES[savedUnit]) : convertWeight(DEFAULT_KG, 'kg', savedUnit),
  );
  const unitLabel = { kg: intl.formatMessage(t.kg), lbs: intl.formatMessage(t.lbs) };

  const changeUnit = (next: WeightUnit) => {
    setValue((current) => convertWeight(current, unit, next));
    setUnit(next);
  };

  return (
    <AssessmentShell step={5} title={intl.formatMessage(t.weightTitle)} values={{ weightUnit: unit, weightValue: value }}>
      <RadioCards
        name="weight-unit"
        legend={intl.formatMessage(t.unitLegend)}
        hideLegend
        layout="segmented"
        options={[
          { value: 'kg', label: unitLabel.kg },
          { value: 'lbs', label: unitLabel.lbs },
        ]}
        value={unit}
        onChange={changeUnit}
      />
      <RulerSlider
        id="weight"
        label={intl.formatMessage(t.weightLabel)}
        unit={unitLabel[unit]}
        value={value}
        range={WEIGHT_RANGES[unit]}
        labelEvery={LABEL_EVERY[unit]}
        onChange={setValue}
      />
    </AssessmentShell>
  );
}
