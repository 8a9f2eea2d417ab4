// Appointment operations and free-slot finding for the API tests (embedded and PostgreSQL).
import { bookableDates } from '../../server/domain/appointments/clinic-calendar';

export const HK = 'Asia/Hong_Kong';

const FIELDS =
  'id date time status reason cancelledByDoctor doctor { id name } patient { id name }';
export const BOOK = `mutation Book($input: AppointmentInput!) { bookAppointment(input: $input) { ${FIELDS} } }`;
export const RESCHEDULE = `mutation Move($id: ID!, $input: AppointmentInput!) { rescheduleAppointment(id: $id, input: $input) { ${FIELDS} } }`;
export const CANCEL = `mutation Cancel($id: ID!) { cancelAppointment(id: $id) { ${FIELDS} } }`;
export const LIST = `{ appointments { ${FIELDS} } }`;
export const ONE = `query One($id: ID!) { appointment(id: $id) { ${FIELDS} } }`;
export const SCHEDULE = `query Schedule($doctorId: ID!, $rescheduling: ID) {
  appointmentSchedule(doctorId: $doctorId, rescheduling: $rescheduling) { date available slots { time available } }
}`;
export const DOCTORS = '{ careTeamDoctors { id name specialty phoneNumber } }';
export const CHANGED = `subscription { appointmentChanged { ${FIELDS} } }`;

/** The n-th bookable date from now (0 = tomorrow in Hong Kong). */
export const bookableDay = (n: number) => bookableDates(new Date(), HK)[n];

type Gql = (
  query: string,
  variables?: Record<string, unknown>,
  options?: { token?: string; language?: string },
) => Promise<{ data: any; errors?: any[] }>;

/** Free slots of the doctor (from the schedule the patient sees), soonest first. */
export async function freeSlots(gql: Gql, token: string, doctorId: string) {
  const { data, errors } = await gql(SCHEDULE, { doctorId }, { token });
  if (errors) throw new Error(JSON.stringify(errors));
  return (data.appointmentSchedule as any[]).flatMap((day) =>
    day.slots
      .filter((slot: any) => slot.available)
      .map((slot: any) => ({ date: day.date as string, time: slot.time as string })),
  );
}

export const codeOf = (result: { errors?: any[] }) => result.errors?.[0]?.extensions?.code;
