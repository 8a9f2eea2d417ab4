// How a prescription reads in the patient's language: names, dates and the supply line.
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../i18n/use-language';
import { medicationLabels } from '../../../shared/lib/medication-display';
import { medicationTexts } from '../texts';

export function useMedicationFormat() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { t } = medicationTexts;
  return {
    language,
    labels: (p: Parameters<typeof medicationLabels>[0]) => medicationLabels(p, language),
    /** A clinic day (YYYY-MM-DD) as a date, read at noon UTC so no zone moves it. */
    day: (iso: string) =>
      intl.formatDate(new Date(`${iso}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    supply: (p: { remainingQuantity: number; quantity: number }) =>
      intl.formatMessage(t.used, { left: p.remainingQuantity, total: p.quantity }),
  };
}
