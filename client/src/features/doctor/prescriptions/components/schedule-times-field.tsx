import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { MEDICATION_LIMITS } from '#common/validation/medication';
import { useFormErrorsContext } from '../../../../shared/forms/form-errors-context';
import { Button } from '../../../../shared/ui/button';
import { Icon } from '../../../../shared/ui/icon';
import { prescriptionTexts } from '../texts';

/** One time input per dose of the day (Hong Kong time), added and removed as needed. */
export function ScheduleTimesField({ name }: { name: string }) {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const form = useFormErrorsContext();
  const [field, , helpers] = useField<string[]>(name);
  const id = `${form.formId}-${name}`;
  const error = form.fieldError(name);
  const times = field.value;
  const set = (next: string[]) => void helpers.setValue(next);
  return (
    <fieldset className="field schedule-field" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{intl.formatMessage(t.schedule)}</legend>
      <p id={`${id}-hint`} className="field__hint muted">
        {intl.formatMessage(t.scheduleHint)}
      </p>
      <ul className="schedule-field__list">
        {times.map((time, index) => (
          <li key={index} className="schedule-field__row">
            <input
              id={index === 0 ? id : undefined}
              type="time"
              className="field__input"
              aria-label={intl.formatMessage(t.doseTime, { n: index + 1 })}
              aria-invalid={Boolean(error) || undefined}
              value={time}
              onChange={(event) => set(times.map((v, i) => (i === index ? event.target.value : v)))}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={intl.formatMessage(t.removeTime, { n: index + 1 })}
              onClick={() => set(times.filter((_, i) => i !== index))}
            >
              <Icon name="close" size={20} />
            </button>
          </li>
        ))}
      </ul>
      {times.length < MEDICATION_LIMITS.scheduleTimes && (
        <Button variant="ghost" onClick={() => set([...times, ''])}>
          <Icon name="plus" size={20} /> {intl.formatMessage(t.addTime)}
        </Button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
