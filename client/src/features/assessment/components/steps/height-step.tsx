import { HEIGHT_RANGES } from '#common/validation/profile';
import { convertHeight, type HeightUnit } from '../../lib/units';
import { assessmentTexts } from '../../texts';
import { MeasureStep, type Measure } from './measure-step';
import type { StepProps } from './step-props';

const { t } = assessmentTexts;

const HEIGHT: Measure<HeightUnit> = {
  step: 4,
  field: 'height',
  title: t.heightTitle,
  label: t.heightLabel,
  unitLegend: t.unitLegend,
  units: [
    { value: 'cm', label: t.cm },
    { value: 'in', label: t.inch },
  ],
  ranges: HEIGHT_RANGES,
  labelEvery: { cm: 50, in: 20 },
  convert: convertHeight,
  // a common adult height
  defaultValue: 165,
};

export function HeightStep({ profile }: StepProps) {
  return (
    <MeasureStep
      measure={HEIGHT}
      savedValue={profile?.heightValue}
      savedUnit={profile?.heightUnit}
    />
  );
}
