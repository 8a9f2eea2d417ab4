import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ageOn } from '#common/validation/profile';
import {
  birthYears,
  daysInMonth,
  joinBirthdate,
  splitBirthdate,
  type DateParts,
} from '../../lib/birthdate';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import { SelectField } from '../select-field';
import type { StepProps } from './step-props';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function BirthdateStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const [parts, setParts] = useState<DateParts>(() => splitBirthdate(profile?.birthdate));
  const birthdate = joinBirthdate(parts);
  const lastDay = parts.month ? daysInMonth(Number(parts.year), Number(parts.month)) : 31;

  const update = (change: Partial<DateParts>) =>
    setParts((current) => {
      const next = { ...current, ...change };
      // a day that the new month does not have has to be chosen again
      if (
        next.day &&
        next.month &&
        Number(next.day) > daysInMonth(Number(next.year), Number(next.month))
      )
        next.day = '';
      return next;
    });

  const months = range(1, 12).map((m) => ({
    value: String(m),
    label: intl.formatDate(Date.UTC(2000, m - 1, 1), { month: 'short', timeZone: 'UTC' }),
  }));
  const days = range(1, lastDay).map((d) => ({
    value: String(d),
    label: String(d).padStart(2, '0'),
  }));
  const years = birthYears().map((y) => ({ value: String(y), label: String(y) }));
  const choose = intl.formatMessage(t.choose);

  return (
    <AssessmentShell step={2} title={intl.formatMessage(t.birthTitle)} values={{ birthdate }}>
      <fieldset className="date-picker">
        <legend className="visually-hidden">{intl.formatMessage(t.birthLegend)}</legend>
        <SelectField
          id="birth-month"
          label={intl.formatMessage(t.month)}
          placeholder={choose}
          value={parts.month}
          options={months}
          onChange={(month) => update({ month })}
        />
        <SelectField
          id="birth-day"
          label={intl.formatMessage(t.day)}
          placeholder={choose}
          value={parts.day}
          options={days}
          onChange={(day) => update({ day })}
        />
        <SelectField
          id="birth-year"
          label={intl.formatMessage(t.year)}
          placeholder={choose}
          value={parts.year}
          options={years}
          onChange={(year) => update({ year })}
        />
      </fieldset>
      <p className="assessment__live" aria-live="polite">
        {birthdate ? intl.formatMessage(t.age, { age: ageOn(birthdate) }) : ''}
      </p>
    </AssessmentShell>
  );
}
