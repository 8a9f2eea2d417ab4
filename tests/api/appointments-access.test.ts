// Who may see and change an appointment and a doctor's calendar: anonymous callers, the
// patient who booked, another patient of the same doctor, the appointment's doctor and
// another doctor. Foreign ids answer as unknown ones and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  BOOK,
  CANCEL,
  codeOf,
  DOCTORS,
  freeSlots,
  LIST,
  ONE,
  RESCHEDULE,
  SCHEDULE,
} from './appointment-helpers';

const SET = `mutation Set($input: UnavailabilityInput!) { setUnavailability(input: $input) { date allDay times } }`;
const MINE = '{ myUnavailability { date allDay times } }';

let server: TestServer;
let doctorId: string;
let appointmentId: string;
let slot: { date: string; time: string };
const who: Record<
  'anonymous' | 'patient' | 'otherPatient' | 'ownDoctor' | 'otherDoctor',
  string | undefined
> = {
  anonymous: undefined,
  patient: undefined,
  otherPatient: undefined,
  ownDoctor: undefined,
  otherDoctor: undefined,
};

beforeAll(async () => {
  server = await startTestServer();
  const owner = await server.createAccount();
  who.patient = owner.token;
  who.otherPatient = await server.signIn('lee.siu.ming');
  who.ownDoctor = await server.signIn('demo.doctor');
  who.otherDoctor = await server.signIn('dr.wong');
  const { data } = await server.gql(DOCTORS, {}, { token: owner.token });
  doctorId = data.careTeamDoctors[0].id;
  [slot] = await freeSlots(server.gql, owner.token, doctorId);
  const booked = await server.gql(
    BOOK,
    { input: { doctorId, ...slot, reason: 'private reason' } },
    { token: owner.token },
  );
  appointmentId = booked.data.bookAppointment.id;
});
afterAll(() => server.stop());

const as = (identity: keyof typeof who, query: string, variables: Record<string, unknown> = {}) =>
  server.gql(query, variables, { token: who[identity] });

async function unchanged() {
  const stored = await server.services.prisma.appointment.findUniqueOrThrow({
    where: { id: appointmentId },
  });
  expect(stored).toMatchObject({
    status: 'BOOKED',
    reason: 'private reason',
    ...slot,
    sequence: 0,
  });
}

describe('an appointment', () => {
  it('is read by its patient and its doctor only', async () => {
    const expected = {
      anonymous: 'UNAUTHENTICATED',
      patient: undefined,
      otherPatient: 'NOT_FOUND',
      ownDoctor: undefined,
      otherDoctor: 'NOT_FOUND',
    } as const;
    for (const [identity, code] of Object.entries(expected)) {
      const result = await as(identity as keyof typeof who, ONE, { id: appointmentId });
      expect(codeOf(result), identity).toBe(code);
      if (!code) expect(result.data.appointment.reason).toBe('private reason');
    }
  });

  it('is listed for its patient and its doctor, and for nobody else', async () => {
    for (const identity of ['patient', 'ownDoctor', 'otherPatient', 'otherDoctor'] as const) {
      const { data } = await as(identity, LIST);
      const ids = data.appointments.map((a: any) => a.id);
      expect(ids.includes(appointmentId), identity).toBe(
        identity === 'patient' || identity === 'ownDoctor',
      );
    }
    expect(codeOf(await as('anonymous', LIST))).toBe('UNAUTHENTICATED');
  });

  it('is rescheduled by its patient only', async () => {
    const input = { doctorId, ...slot, reason: 'changed by someone else' };
    const expected = {
      anonymous: 'UNAUTHENTICATED',
      otherPatient: 'NOT_FOUND',
      ownDoctor: 'FORBIDDEN',
      otherDoctor: 'FORBIDDEN',
    } as const;
    for (const [identity, code] of Object.entries(expected))
      expect(
        codeOf(await as(identity as keyof typeof who, RESCHEDULE, { id: appointmentId, input })),
        identity,
      ).toBe(code);
    expect(
      codeOf(await as('otherPatient', SCHEDULE, { doctorId, rescheduling: appointmentId })),
    ).toBe('NOT_FOUND');
    await unchanged();
  });

  it('is cancelled by its patient or its doctor, never by the others', async () => {
    const expected = {
      anonymous: 'UNAUTHENTICATED',
      otherPatient: 'NOT_FOUND',
      otherDoctor: 'NOT_FOUND',
    } as const;
    for (const [identity, code] of Object.entries(expected))
      expect(
        codeOf(await as(identity as keyof typeof who, CANCEL, { id: appointmentId })),
        identity,
      ).toBe(code);
    await unchanged();
    const byDoctor = await as('ownDoctor', CANCEL, { id: appointmentId });
    expect(byDoctor.data.cancelAppointment).toMatchObject({
      status: 'CANCELLED',
      cancelledByDoctor: true,
    });
  });
});

describe('a doctor’s unavailability', () => {
  it('is set and read by doctors only, each for their own calendar', async () => {
    const input = { date: slot.date, allDay: true, times: [] };
    expect(codeOf(await as('anonymous', SET, { input }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await as('patient', SET, { input }))).toBe('FORBIDDEN');
    expect(codeOf(await as('patient', MINE))).toBe('FORBIDDEN');

    // another doctor's day off does not close this doctor's calendar
    expect((await as('otherDoctor', SET, { input })).errors).toBeUndefined();
    const schedule = await as('patient', SCHEDULE, { doctorId });
    expect(schedule.data.appointmentSchedule.find((d: any) => d.date === slot.date).available).toBe(
      true,
    );
    expect(
      (await as('ownDoctor', MINE)).data.myUnavailability.map((d: any) => d.date),
    ).not.toContain(slot.date);
  });

  it('closes the day or the slots for booking, and opens them again when cleared', async () => {
    const date = (await freeSlots(server.gql, who.patient!, doctorId)).at(-1)!.date;
    const set = await as('ownDoctor', SET, {
      input: { date, allDay: false, times: ['3:00 pm', '10:00', '10:00'] },
    });
    expect(set.data.setUnavailability).toEqual({ date, allDay: false, times: ['10:00', '15:00'] });
    const book = (time: string) =>
      as('patient', BOOK, { input: { doctorId, date, time, reason: 'check' } });
    expect(codeOf(await book('15:00'))).toBe('DOCTOR_UNAVAILABLE');

    await as('ownDoctor', SET, { input: { date, allDay: true, times: [] } });
    expect(codeOf(await book('09:30'))).toBe('DOCTOR_UNAVAILABLE');
    const mine = await as('ownDoctor', MINE);
    expect(mine.data.myUnavailability).toContainEqual({ date, allDay: true, times: [] });

    await as('ownDoctor', SET, { input: { date, allDay: false, times: [] } });
    expect((await book('15:00')).errors).toBeUndefined();
  });

  it('refuses a past date, a date over a year ahead and a time that is no slot', async () => {
    for (const date of ['2020-01-01', '2999-01-01'])
      expect(
        (await as('ownDoctor', SET, { input: { date, allDay: true, times: [] } })).errors?.[0]
          .extensions,
      ).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { date: 'choose_coming_date' },
      });
    const [free] = await freeSlots(server.gql, who.patient!, doctorId);
    const odd = await as('ownDoctor', SET, {
      input: { date: free.date, allDay: false, times: ['12:15'] },
    });
    expect(odd.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});
