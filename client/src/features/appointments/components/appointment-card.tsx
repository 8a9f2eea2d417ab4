import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AppointmentFieldsFragment } from '../../../generated/graphql';
import { Icon } from '../../../shared/ui/icon';
import { InitialsAvatar } from '../../../shared/ui/initials-avatar';
import { useAppointmentFormat } from '../lib/use-appointment-format';
import { appointmentsTexts } from '../texts';
import { CallButton } from './call-button';
import { PersonName } from '../../../shared/ui/person-name';

type Props = {
  appointment: AppointmentFieldsFragment;
  /** Whose list it is: a patient sees the doctor, a doctor the patient. */
  viewer: 'patient' | 'doctor';
  onCancel(appointment: AppointmentFieldsFragment): void;
};

/** One appointment: who, when, why; Reschedule and Cancel while upcoming; Call for patients. */
export function AppointmentCard({ appointment, viewer, onCancel }: Props) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  const titleId = useId();
  const { doctor, patient, status } = appointment;
  const person = viewer === 'patient' ? doctor.name : patient.name;
  const subtitle = viewer === 'patient' ? format.specialty(doctor.specialty) : '';
  const upcoming = status === 'UPCOMING';
  return (
    <article className="card appointment-card" aria-labelledby={titleId}>
      <div className="appointment-card__head">
        <InitialsAvatar name={person} />
        <div className="appointment-card__who">
          <h3 id={titleId} className="appointment-card__name">
            <PersonName>{person}</PersonName>
          </h3>
          {subtitle && <p className="muted appointment-card__specialty">{subtitle}</p>}
        </div>
        <span className={`status-chip status-chip--${status.toLowerCase()}`}>
          {intl.formatMessage(t[status])}
        </span>
      </div>
      <p className="appointment-card__when">
        <Icon name="calendar" size={18} /> {format.when(appointment)}
      </p>
      <p className="appointment-card__reason">
        {intl.formatMessage(t.reasonLabel, {
          // the patient's own words, in whatever language they wrote them
          reason: <span data-user-text>{appointment.reason}</span>,
        })}
      </p>
      {status === 'CANCELLED' && (
        <p className="muted">
          {intl.formatMessage(
            appointment.cancelledByDoctor ? t.cancelledByDoctor : t.cancelledByPatient,
          )}
        </p>
      )}
      <div className="appointment-card__actions">
        {upcoming && viewer === 'patient' && (
          <Link
            className="btn btn--secondary"
            to={`/appointment_scheduler?reschedule=${appointment.id}`}
          >
            {intl.formatMessage(t.reschedule)}
          </Link>
        )}
        {upcoming && (
          <button type="button" className="btn btn--ghost" onClick={() => onCancel(appointment)}>
            {intl.formatMessage(t.cancel)}
          </button>
        )}
        {viewer === 'patient' && <CallButton name={doctor.name} phone={doctor.phoneNumber} />}
      </div>
    </article>
  );
}
