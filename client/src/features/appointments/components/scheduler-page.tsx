import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ValidationError } from 'yup';
import { appointmentSchema } from '#common/validation/appointments';
import type {
  AppointmentScheduleQuery as AppointmentScheduleResult,
  CareTeamDoctorsQuery as CareTeamDoctorsResult,
} from '../../../generated/graphql';
import { commonTexts } from '../../../i18n/common-texts';
import { validationDescriptor } from '../../../i18n/server-texts';
import { hasErrorCode, readApiError } from '../../../shared/api/api-error';
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
/** Someone took the slot, or the doctor closed it: the calendar is shown as it is now. */
const SLOT_GONE = ['SLOT_TAKEN', 'DOCTOR_UNAVAILABLE', 'SLOT_IN_PAST'];

/** /appointment_scheduler (and ?reschedule=<id>): doctor, date, time, reason, confirm. */
export function SchedulerPage() {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const redirect = useDelayedNavigate();
  const [params] = useSearchParams();
  const rescheduleId = params.get('reschedule') ?? undefined;

  const doctors = useQuery(CareTeamDoctorsQuery, { fetchPolicy: 'cache-and-network' });
  const { existing, appointment, original } = useAppointmentBeingMoved(rescheduleId);

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

  const { save, saving, savedText } = useSaveAppointment(rescheduleId);
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
    try {
      const saved = await save({ ...choice });
      setDone(true);
      showMessage({ tone: 'success', text: savedText(saved) });
      redirect('/appointments', REDIRECT_AFTER_MS);
    } catch (error) {
      showMessage({ tone: 'error', text: errorText(error) });
      // a reason the server refused is marked on the reason box too, as the form's own check does
      const refused = readApiError(error).fields.reason;
      if (refused) setReasonProblem(intl.formatMessage(validationDescriptor(intl, refused)));
      if (SLOT_GONE.some((code) => hasErrorCode(error, code))) {
        act({ type: 'time', time: '' });
        void schedule.refetch();
      }
    }
  };

  const onBack = () => guard.requestLeave('/appointments');
  if (rescheduleId && appointment && appointment.status !== 'UPCOMING')
    return <NotUpcoming onBack={onBack} />;

  const doctorList = doctors.data?.careTeamDoctors ?? [];
  return (
    <SchedulerFrame
      title={intl.formatMessage(rescheduleId ? t.rescheduleTitle : t.schedulerTitle)}
      onBack={onBack}
    >
      <LoadState loading={(doctors.loading || existing.loading) && !doctorList.length}>
        {[doctors.error, existing.error]}
      </LoadState>
      {doctors.data && !doctorList.length && (
        <p className="card">{intl.formatMessage(t.noDoctors)}</p>
      )}
      {doctorList.length > 0 && (
        <DoctorStep doctors={doctorList} value={choice.doctorId} act={act} />
      )}
      {choice.doctorId && <DayAndTimeSteps days={days} choice={choice} act={act} />}
      {choice.time && (
        <ReasonStep
          value={choice.reason}
          problem={reasonProblem}
          onChange={(reason) => {
            setReasonProblem(undefined);
            act({ type: 'reason', reason });
          }}
        />
      )}
      <FormMessage tone={message?.tone ?? 'success'}>{message?.text}</FormMessage>
      {choice.time && !done && (
        <Button
          block
          busy={saving}
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

/** The appointment being rescheduled (none when booking), and its choices as they are. */
function useAppointmentBeingMoved(rescheduleId: string | undefined) {
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
  return { existing, appointment, original };
}

/** 'Loading…' while the first answers are on their way, and any failure to load. */
function LoadState({ loading, children }: { loading: boolean; children: unknown[] }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <>
      {loading && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {children.filter(Boolean).map((error, index) => (
        <FormMessage key={index} tone="error">
          {errorText(error)}
        </FormMessage>
      ))}
    </>
  );
}

/** Only an upcoming appointment can be rescheduled. */
function NotUpcoming({ onBack }: { onBack(): void }) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  return (
    <SchedulerFrame title={intl.formatMessage(t.rescheduleTitle)} onBack={onBack}>
      <FormMessage tone="error">{intl.formatMessage(t.notUpcoming)}</FormMessage>
    </SchedulerFrame>
  );
}

/** Books a new appointment, or moves the one being rescheduled; the message that says so. */
function useSaveAppointment(rescheduleId: string | undefined) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  const [book, booking] = useMutation(BookAppointmentMutation);
  const [move, moving] = useMutation(RescheduleAppointmentMutation);
  const save = async (input: SchedulerChoice) =>
    rescheduleId
      ? (await move({ variables: { id: rescheduleId, input } })).data!.rescheduleAppointment
      : (await book({ variables: { input } })).data!.bookAppointment;
  const savedText = (saved: Awaited<ReturnType<typeof save>>) =>
    intl.formatMessage(rescheduleId ? t.rescheduled : t.booked, {
      doctor: saved.doctor.name,
      date: format.date(saved.date),
      time: format.time(saved.time),
    });
  return { save, saving: booking.loading || moving.loading, savedText };
}

type Act = (action: SchedulerAction) => void;
type Doctor = CareTeamDoctorsResult['careTeamDoctors'][number];
type ScheduleDay = AppointmentScheduleResult['appointmentSchedule'][number];

function DoctorStep({ doctors, value, act }: { doctors: Doctor[]; value: string; act: Act }) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  return (
    <div className="card scheduler__step">
      <RadioCards
        name="appointment-doctor"
        legend={intl.formatMessage(t.chooseDoctor)}
        value={value}
        onChange={(doctorId) => act({ type: 'doctor', doctorId })}
        options={doctors.map((doctor) => ({
          value: doctor.id,
          label: doctor.name,
          description: format.specialty(doctor.specialty) || undefined,
        }))}
      />
    </div>
  );
}

function DayAndTimeSteps({
  days,
  choice,
  act,
}: {
  days: ScheduleDay[];
  choice: SchedulerChoice;
  act: Act;
}) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const day = days.find((d) => d.date === choice.date);
  return (
    <>
      {days.length > 0 && (
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
    </>
  );
}

function ReasonStep({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: string | undefined;
  onChange(reason: string): void;
}) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  return (
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
          value={value}
          aria-invalid={!!problem || undefined}
          aria-describedby={problem ? 'appointment-reason-error' : 'appointment-reason-hint'}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id="appointment-reason-hint" className="muted">
          {intl.formatMessage(t.reasonHint)}
        </p>
        {problem && (
          <p id="appointment-reason-error" className="field__error">
            {problem}
          </p>
        )}
      </div>
    </div>
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
