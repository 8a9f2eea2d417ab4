import { useIntl } from 'react-intl';
import { RadioCards } from '../../../shared/ui/radio-cards';
import { useAppointmentFormat } from '../lib/use-appointment-format';
import { appointmentsTexts } from '../texts';

type Props = {
  kind: 'date' | 'time';
  /** Dates (YYYY-MM-DD) or slots (HH:MM) with whether they can be chosen. */
  items: readonly { value: string; available: boolean }[];
  value: string;
  onChange(value: string): void;
};

/** The bookable dates, or the chosen date's seven slots; what cannot be booked is disabled. */
export function ScheduleChoices({ kind, items, value, onChange }: Props) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  return (
    <RadioCards
      name={`appointment-${kind}`}
      legend={intl.formatMessage(kind === 'date' ? t.chooseDate : t.chooseTime)}
      layout="grid"
      value={value}
      onChange={onChange}
      options={items.map((item) => ({
        value: item.value,
        label: kind === 'date' ? format.date(item.value) : format.time(item.value),
        disabled: !item.available,
      }))}
    />
  );
}
