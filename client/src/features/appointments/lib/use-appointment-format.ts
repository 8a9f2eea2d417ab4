import { useIntl } from 'react-intl';
import { formatClinicDate, formatSlotTime, specialtyName } from '#common/appointments';
import { useLanguage } from '../../../i18n/use-language';
import { appointmentsTexts } from '../texts';

/** Dates, slots and specialties as the app writes them in the current language. */
export function useAppointmentFormat() {
  const intl = useIntl();
  const { language } = useLanguage();
  const date = (value: string) => formatClinicDate(value, language);
  const time = (value: string) => formatSlotTime(value, language);
  return {
    date,
    time,
    when: (a: { date: string; time: string }) =>
      intl.formatMessage(appointmentsTexts.t.when, { date: date(a.date), time: time(a.time) }),
    specialty: (key: string | null | undefined) => specialtyName(key, language),
  };
}
