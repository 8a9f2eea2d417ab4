import { WEIGHT_RANGES } from '#common/validation/profile';
import { convertWeight, type WeightUnit } from '../../lib/units';
import { assessmentTexts } from '../../texts';
import { MeasureStep, type Measure } from './measure-step';
import type { StepProps } from './step-props';

const { t } = assessmentTexts;

const WEIGHT: Measure<WeightUnit> = {
  step: 5,
  field: 'weight',
  title: t.weightTitle,
  label: t.weightLabel,
  unitLegend: t.unitLegend,
  units: [
    { value: 'kg', label: t.kg },
    { value: 'lbs', label: t.lbs },
  ],
  ranges: WEIGHT_RANGES,
  // numbered marks that land on both ends of the kg ruler (30-150) and on round lbs
  labelEvery: { kg: 30, lbs: 50 },
  convert: convertWeight,
  defaultValue: 60,
};

export function WeightStep({ profile }: StepProps) {
  return (
    <MeasureStep
      measure={WEIGHT}
      savedValue={profile?.weightValue}
      savedUnit={profile?.weightUnit}
    />
  );
}
