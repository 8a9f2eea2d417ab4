import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HEIGHT_RANGES } from '../../../../../../common/validation/profile';
import { RadioCards } from '../../../../shared/ui/radio-cards';
import { clamp, convertHeight, isHeightUnit, type HeightUnit } from '../../lib/units';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import { RulerSlider } from '../ruler-slider';
import type { StepProps } from './step-props';

/** Where the picker starts when nothing was saved: a common adult height. */
const DEFAULT_CM = 165;
const LABEL_EVERY: Record<HeightUnit, number> = { cm: 50, in: 20 };

export function HeightStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const savedUnit = isHeightUnit(profile?.heightUnit) ? profile.heightUnit : 'cm';
  const [unit, setUnit] = useState<HeightUnit>(savedUnit);
  const [value, setValue] = useState(() =>
    profile?.heightValue != null ? clamp(Math.round(profile.heightValue), HEIGHT_RANGES[savedUnit]) : convertHeight(DEFAULT_CM, 'cm', savedUnit),
  );
  const unitLabel = { cm: intl.formatMessage(t.cm), in: intl.formatMessage(t.inch) };

  const changeUnit = (next: HeightUnit) => {
    setValue((current) => convertHeight(current, unit, next));
    setUnit(next);
  };

  return (
    <AssessmentShell step={4} title={intl.formatMessage(t.heightTitle)} values={{ heightUnit: unit, heightValue: value }}>
      <RadioCards
        name="height-unit"
        legend={intl.formatMessage(t.unitLegend)}
        hideLegend
        layout="segmented"
        options={[
          { value: 'cm', label: unitLabel.cm },
          { value: 'in', label: unitLabel.in },
        ]}
        value={unit}
        onChange={changeUnit}
      />
      <RulerSlider
        id="height"
        label={intl.formatMessage(t.heightLabel)}
        unit={unitLabel[unit]}
        value={value}
        range={HEIGHT_RANGES[unit]}
        labelEvery={LABEL_EVERY[unit]}
        onChange={setValue}
      />
    </AssessmentShell>
  );
}
