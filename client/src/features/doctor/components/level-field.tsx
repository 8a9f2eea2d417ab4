import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { ALERT_LEVELS, type AlertLevel } from '#common/triage-labels';
import { levelName, levelTitle } from '../../../shared/triage/alert-levels';
import { RadioCards } from '../../../shared/ui/radio-cards';
import { doctorTexts } from '../texts';

/** The four triage levels as radio cards, bound to a Formik field. */
export function LevelField({ name, legend }: { name: string; legend: string }) {
  const intl = useIntl();
  const [field, , helpers] = useField<AlertLevel>(name);
  return (
    <RadioCards<AlertLevel>
      name={name}
      legend={legend}
      layout="grid"
      options={ALERT_LEVELS.map((level) => ({
        value: level,
        label: intl.formatMessage(doctorTexts.t.levelOption, {
          name: intl.formatMessage(levelName(level)),
          title: intl.formatMessage(levelTitle(level)),
        }),
      }))}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
    />
  );
}
