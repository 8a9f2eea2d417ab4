import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ValidationError } from 'yup';
import { appointmentSchema } from '#common/validation/appointments';
import { commonTexts } from '../../../i18n/common-texts';
import { validationDescriptor } from '../../../i18n/server-texts';
import { hasErrorCode } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useDelayedNavigate } from '../../../shared/lib/use-delayed-navigate';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { RadioCards } from '../../../shared/ui/radio-cards';
import { AppointmentQuery } from '../api/appointment';
import { AppointmentScheduleQuery } from '../api/appointment-schedule';
import { BookAppointmentMutation } from '../api/book-appointment';
import { CareTeamDoctorsQuery } from '../api/care-team-doctors';
import { RescheduleAppointmentMutation } from '../api/reschedule-appointment';
import {
  chooseNext,
  hasUnsavedChoice,
  NOTHING_CHOSEN,
  type SchedulerAction,
  type SchedulerChoice,
} from '../lib/scheduler-state';
import { useAppointmentFormat } from '../lib/use-appointment-format';
import { useFleetingMessage } from '../lib/use-fleeting-message';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { appointmentsTexts } from '../texts';
import { LeaveDialog } from './leave-dialog';
import { ScheduleChoices } from './slot-choices';
import '../appointments.css';

/** The spec's pause between the success message and the appointment list. */
const REDIRECT_AFTER_MS = 2000;
const FIELD_ORDER = ['doctorId', 'date', 'time', 'reason'] as const;

/** /appointment_scheduler (and ?reschedule=<id>): doctor, date, time, reason, confirm. */
export function SchedulerPage() {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  const errorText = useErrorText();
  const redirect = useDelayedNavigate();
  const [params] = useSearchParams();
  const rescheduleId = params.get('reschedule') ?? undefined;

  const doctors = useQuery(CareTeamDoctorsQuery, { fetchPolicy: 'cache-and-network' });
  const existing = useQuery(AppointmentQuery, {
    variables: { appointmentId: rescheduleId ?? '' },
    skip: !rescheduleId,
  });
  const appointment = existing.data?.appointment;
  const original: SchedulerChoice | undefined = appointment && {
    doctorId: appointment.doctor.id,
    date: appointment.date,
    time: appointment.time,
    reason: appointment.reason,
  };

  const [choice, setChoice] = useState<SchedulerChoice>(NOTHING_CHOSEN);
  const [reasonProblem, setReasonProblem] = useState<string>();
  const [done, setDone] = useState(false);
  const [message, showMessage] = useFleetingMessage();
  // the appointment's own choices, once, when it has loaded
  useEffect(() => {
    if (original) setChoice(original);
  }, [appointment?.id]);

  const schedule = useQuery(AppointmentScheduleQuery, {
    variables: { doctorId: choice.doctorId, rescheduling: rescheduleId },
    skip: !choice.doctorId,
    fetchPolicy: 'cache-and-network',
  });
  const days = schedule.data?.appointmentSchedule ?? [];
  const day = days.find((d) => d.date === choice.date);

  const [book, booking] = useMutation(BookAppointmentMutation);
  const [move, moving] = useMutation(RescheduleAppointmentMutation);
  const guard = useLeaveGuard(!done && hasUnsavedChoice(choice, original));
  const act = (action: SchedulerAction) =>
    setChoice((current) => chooseNext(current, action, original));

  const confirm = async () => {
    const problem = firstProblem(choice);
    if (problem) {
      const text = intl.formatMessage(validationDescriptor(intl, problem.id));
      if (problem.field === 'reason') setReasonProblem(text);
      return showMessage({ tone: 'error', text });
    }
    const input = { ...choice };
    try {
      const saved = rescheduleId
        ? (await move({ variables: { id: rescheduleId, input } })).data!.rescheduleAppointment
        : (await book({ variables: { input } })).data!.bookAppointment;
      setDone(true);
      showMessage({
        tone: 'success',
        text: intl.formatMessage(rescheduleId ? t.rescheduled : t.booked, {
          doctor: saved.doctor.name,
          date: format.date(saved.date),
          time: format.time(saved.time),
        }),
      });
      redirect('/appointments', REDIRECT_AFTER_MS);
    } catch (error) {
      showMessage({ tone: 'error', text: errorText(error) });
      // someone took the slot, or the doctor closed it: show the calendar as it is now
      if (
        ['SLOT_TAKEN', 'DOCTOR_UNAVAILABLE', 'SLOT_IN_PAST'].some((code) =>
          hasErrorCode(error, code),
        )
      ) {
        act({ type: 'time', time: '' });
        void schedule.refetch();
      }
    }
  };

  if (rescheduleId && appointment && appointment.status !== 'UPCOMING')
    return (
      <SchedulerFrame
        title={intl.formatMessage(t.rescheduleTitle)}
        onBack={() => guard.requestLeave('/appointments')}
      >
        <FormMessage tone="error">{intl.formatMessage(t.notUpcoming)}</FormMessage>
      </SchedulerFrame>
    );

  const doctorList = doctors.data?.careTeamDoctors ?? [];
  return (
    <SchedulerFrame
      title={intl.formatMessage(rescheduleId ? t.rescheduleTitle : t.schedulerTitle)}
      onBack={() => guard.requestLeave('/appointments')}
    >
      {(doctors.loading || existing.loading) && !doctorList.length && (
        <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
      )}
      {doctors.error && <FormMessage tone="error">{errorText(doctors.error)}</FormMessage>}
      {existing.error && <FormMessage tone="error">{errorText(existing.error)}</FormMessage>}
      {doctors.data && !doctorList.length && (
        <p className="card">{intl.formatMessage(t.noDoctors)}</p>
      )}
      {doctorList.length > 0 && (
        <div className="card scheduler__step">
          <RadioCards
            name="appointment-doctor"
            legend={intl.formatMessage(t.chooseDoctor)}
            value={choice.doctorId}
            onChange={(doctorId) => act({ type: 'doctor', doctorId })}
            options={doctorList.map((doctor) => ({
              value: doctor.id,
              label: doctor.name,
              description: format.specialty(doctor.specialty) || undefined,
            }))}
          />
        </div>
      )}
      {choice.doctorId && days.length > 0 && (
        <div className="card scheduler__step">
          <ScheduleChoices
            kind="date"
            items={days.map((d) => ({ value: d.date, available: d.available }))}
            value={choice.date}
            onChange={(date) => act({ type: 'date', date })}
          />
          <p className="muted scheduler__note">{intl.formatMessage(t.clinicTime)}</p>
        </div>
      )}
      {day && (
        <div className="card scheduler__step">
          <ScheduleChoices
            kind="time"
            items={day.slots.map((s) => ({ value: s.time, available: s.available }))}
            value={choice.time}
            onChange={(time) => act({ type: 'time', time })}
          />
        </div>
      )}
      {choice.time && (
        <div className="card scheduler__step">
          <div className="field">
            <label className="field__label" htmlFor="appointment-reason">
              {intl.formatMessage(t.reason)}
            </label>
            <textarea
              id="appointment-reason"
              className="field__input scheduler__reason"
              rows={3}
              maxLength={500}
              value={choice.reason}
              aria-invalid={!!reasonProblem || undefined}
              aria-describedby={
                reasonProblem ? 'appointment-reason-error' : 'appointment-reason-hint'
              }
              onChange={(event) => {
                setReasonProblem(undefined);
                act({ type: 'reason', reason: event.target.value });
              }}
            />
            <p id="appointment-reason-hint" className="muted">
              {intl.formatMessage(t.reasonHint)}
            </p>
            {reasonProblem && (
              <p id="appointment-reason-error" className="field__error">
                {reasonProblem}
              </p>
            )}
          </div>
        </div>
      )}
      <FormMessage tone={message?.tone ?? 'success'}>{message?.text}</FormMessage>
      {choice.time && !done && (
        <Button
          block
          busy={booking.loading || moving.loading}
          busyText={intl.formatMessage(t.booking)}
          onClick={() => void confirm()}
        >
          {intl.formatMessage(rescheduleId ? t.confirmReschedule : t.confirm)}
        </Button>
      )}
      <LeaveDialog
        open={!!guard.pending}
        rescheduling={!!rescheduleId}
        onStay={guard.stay}
        onLeave={guard.leave}
      />
    </SchedulerFrame>
  );
}

function SchedulerFrame({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack(): void;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className="page scheduler">
      <header className="page__header">
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage(commonTexts.t.back)}
          onClick={onBack}
        >
          <Icon name="back" />
        </button>
        <h1 className="page__title">{title}</h1>
      </header>
      {children}
    </section>
  );
}

/** The first rule the choice breaks (the shared rules the server applies too), or none. */
function firstProblem(choice: SchedulerChoice): { field: string; id: string } | undefined {
  try {
    appointmentSchema.validateSync(choice, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField = new Map(error.inner.map((inner) => [inner.path, inner.message]));
    const field = FIELD_ORDER.find((name) => byField.has(name));
    return field ? { field, id: byField.get(field)! } : { field: '_', id: error.message };
  }
}
