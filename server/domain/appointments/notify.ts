// After an appointment changes (and the change has committed): both sides hear of it
// live, and both get an e-mail with the calendar file, each in their own language.
import { parseLanguage } from '#common/language';
import { defaultValue } from '#common/settings/user-settings';
import {
  appointmentEventText,
  appointmentMail,
  type AppointmentChange,
} from '../../mail/appointment-mails';
import { forPatient } from '../../mail/notification-mails';
import type { AppointmentDeps } from './deps';
import { appointmentCalendarFile } from './calendar-file';

type Changed = {
  id: string;
  patientId: string;
  doctorId: string;
  date: string;
  time: string;
  startsAt: Date;
  reason: string;
  sequence: number;
};

export async function announceAppointmentChange(
  deps: AppointmentDeps,
  appointment: Changed,
  change: AppointmentChange,
  details: { byUserId: string; previous?: { date: string; time: string } },
) {
  const event = {
    appointmentId: appointment.id,
    patientId: appointment.patientId,
    doctorId: appointment.doctorId,
    change,
  };
  deps.pubsub.publish('appointments', appointment.patientId, event);
  deps.pubsub.publish('appointments', appointment.doctorId, event);
  const mailing = mailBothSides(deps, appointment, change, details);
  if (deps.background) deps.background.track(mailing, 'appointment e-mail');
  else await mailing;
}

async function mailBothSides(
  deps: AppointmentDeps,
  appointment: Changed,
  change: AppointmentChange,
  details: { byUserId: string; previous?: { date: string; time: string } },
) {
  const [people, carers] = await Promise.all([
    deps.prisma.user.findMany({
      where: { id: { in: [appointment.patientId, appointment.doctorId] } },
      select: PERSON,
    }),
    mailedCarers(deps.prisma, appointment.patientId),
  ]);
  const nameOf = (id: string) => {
    const person = people.find((p) => p.id === id);
    return person?.profile?.fullName || person?.username || '';
  };
  const organizer = { name: 'Florence Care', email: mailAddressOf(deps.config.mailFrom) };
  const carerIds = new Set(carers.map((carer) => carer.id));
  for (const person of [...people, ...carers]) {
    const carer = carerIds.has(person.id);
    // a carer gets the patient's e-mail, headed with whom it is for
    const recipient = person.id === appointment.doctorId ? 'DOCTOR' : 'PATIENT';
    const language = parseLanguage(person.language) ?? 'en';
    const facts = {
      change,
      recipient,
      doctorName: nameOf(appointment.doctorId),
      patientName: nameOf(appointment.patientId),
      date: appointment.date,
      time: appointment.time,
      reason: appointment.reason,
      previous: details.previous,
      cancelledByOther: change === 'CANCELLED' && details.byUserId !== person.id,
      link: `${deps.config.appUrl}/${recipient === 'PATIENT' ? 'appointments' : 'doctor_appointments'}`,
    } as const;
    const calendarFile = appointmentCalendarFile(
      {
        id: appointment.id,
        startsAt: appointment.startsAt,
        sequence: appointment.sequence,
        cancelled: change === 'CANCELLED',
        location: 'Florence Care',
        ...appointmentEventText(facts, language),
      },
      organizer,
    );
    const mail = appointmentMail(facts, language);
    if (carer) mail.subject = `${forPatient(facts.patientName, language)}${mail.subject}`;
    await deps.mailer.send({ to: person.email, ...mail, attachments: [calendarFile] });
  }
}

const PERSON = {
  id: true,
  email: true,
  username: true,
  language: true,
  profile: { select: { fullName: true } },
} as const;

/** The patient's carers with APPOINTMENTS who keep their "Appointment e-mails" setting on. */
async function mailedCarers(prisma: AppointmentDeps['prisma'], patientId: string) {
  const links = await prisma.carerLink.findMany({
    where: { patientId },
    select: {
      grants: true,
      carer: { select: { ...PERSON, settings: { where: { key: 'appointmentEmails' } } } },
    },
  });
  return links
    .filter(({ grants, carer }) => {
      const setting = carer.settings[0]?.value ?? defaultValue('appointmentEmails');
      return grants.includes('APPOINTMENTS') && setting === 'true';
    })
    .map(({ carer: { settings: _settings, ...carer } }) => carer);
}

/** The address of 'Florence Care <no-reply@florence.local>', or the text when it is one. */
const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;
