import { useIntl } from 'react-intl';
import { BackButton } from '../../../shared/ui/back-button';
import { appointmentsTexts } from '../texts';
import { UnavailabilityEditor } from './unavailability-editor';
import '../appointments.css';

/** /doctor_availability: the doctor's unavailability editor on a page of its own. */
export function AvailabilityPage() {
  const intl = useIntl();
  return (
    <section className="page">
      <header className="page__header">
        <BackButton to="/doctor_appointments" />
        <h1 className="page__title">{intl.formatMessage(appointmentsTexts.t.availability)}</h1>
      </header>
      <UnavailabilityEditor />
    </section>
  );
}
