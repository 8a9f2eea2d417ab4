// Appointments through the API: the care team as bookable doctors, the scheduler's
// calendar, every refusal with its code, rescheduling, cancelling, e-mails with their
// calendar file, live changes on both sides, and the 20-way race for one slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  BOOK,
  bookableDay,
  CANCEL,
  CHANGED,
  codeOf,
  DOCTORS,
  freeSlots,
  LIST,
  RESCHEDULE,
  SCHEDULE,
} from './appointment-helpers';
import { subscribe } from './subscriptions';
import { isClinicDay } from '#common/clinic';
import { addDays } from '../../server/domain/appointments/clinic-calendar';

let server: TestServer;
let patient: string;
let doctorId: string;
beforeAll(async () => {
  server = await startTestServer();
  patient = await server.signIn('demo.patient');
  const { data } = await server.gql(DOCTORS, {}, { token: patient });
  doctorId = data.careTeamDoctors[0].id;
});
afterAll(() => server.stop());

const book = (token: string, input: Record<string, unknown>) =>
  server.gql(BOOK, { input }, { token });

/** The appointment e-mails (those with a calendar file) sent to the address, oldest first. */
async function mailsTo(email: string) {
  await server.services.background.idle();
  const { body } = await server.rest('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  return (body as { subject: string; text: string; attachments?: { content: string }[] }[]).filter(
    (mail) => mail.attachments?.length,
  );
}

describe('bookable doctors and the calendar', () => {
  it('offers the patient their care team, with specialty and phone', async () => {
    const { data } = await server.gql(DOCTORS, {}, { token: patient });
    expect(data.careTeamDoctors).toEqual([
      {
        id: doctorId,
        name: 'Dr. Mei Chan',
        specialty: 'clinical_oncology',
        phoneNumber: '91234567',
      },
    ]);
    const other = await server.gql(DOCTORS, {}, { token: await server.signIn('ho.mei.ling') });
    expect(other.data.careTeamDoctors.map((d: any) => d.name)).toEqual(['Dr. Kenneth Wong']);
  });

  it('gives each doctor’s work contacts and when they joined the patient’s team', async () => {
    const account = await server.createAccount();
    const { prisma } = server.services;
    const [patientRow, wong] = await Promise.all([
      prisma.user.findUniqueOrThrow({ where: { username: account.username } }),
      prisma.user.findUniqueOrThrow({ where: { username: 'dr.wong' } }),
    ]);
    await prisma.careTeamLink.create({ data: { doctorId: wong.id, patientId: patientRow.id } });
    const { data } = await server.gql(
      '{ careTeamDoctors { name email centre onCareTeamSince } }',
      {},
      { token: account.token },
    );
    const [chan, kenneth] = data.careTeamDoctors;
    expect(chan).toMatchObject({
      name: 'Dr. Mei Chan',
      email: 'demo.doctor@florence.local',
      centre: 'Harbour Oncology Centre',
    });
    expect(kenneth.name).toBe('Dr. Kenneth Wong');
    // a reader of Chinese sees the clinic's Chinese name, and no "(demo)" on either side
    const zh = await server.gql(
      '{ careTeamDoctors { centre } }',
      {},
      { token: account.token, language: 'zh-HK' },
    );
    expect(zh.data.careTeamDoctors[0].centre).toBe('海港腫瘤中心');
    expect(Date.parse(chan.onCareTeamSince)).toBeLessThan(Date.parse(kenneth.onCareTeamSince));
  });

  it('shows 13 dates from tomorrow with seven slots, the demo doctor’s away day closed', async () => {
    const { data } = await server.gql(SCHEDULE, { doctorId }, { token: patient });
    const days = data.appointmentSchedule;
    expect(days).toHaveLength(13);
    expect(days[0].date).toBe(bookableDay(0));
    expect(days[0].slots.map((s: any) => s.time)).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    // the seed keeps the demo doctor away on the third day from today
    expect(days.find((d: any) => d.date === bookableDay(2))).toMatchObject({ available: false });
  });

  it('refuses the calendar of a doctor outside the care team like an unknown one', async () => {
    const { data: wong } = await server.gql(
      DOCTORS,
      {},
      { token: await server.signIn('ho.mei.ling') },
    );
    for (const id of [wong.careTeamDoctors[0].id, 'no-such-doctor'])
      expect(codeOf(await server.gql(SCHEDULE, { doctorId: id }, { token: patient }))).toBe(
        'NOT_FOUND',
      );
  });
});

describe('booking', () => {
  it('books a free slot, e-mails both sides with a calendar file, and lists it as upcoming', async () => {
    const account = await server.createAccount();
    const [slot] = await freeSlots(server.gql, account.token, doctorId);
    const { data, errors } = await book(account.token, {
      doctorId,
      ...slot,
      reason: '  Follow-up after my second cycle  ',
    });
    expect(errors).toBeUndefined();
    expect(data.bookAppointment).toMatchObject({
      ...slot,
      status: 'UPCOMING',
      reason: 'Follow-up after my second cycle',
      doctor: { name: 'Dr. Mei Chan' },
    });
    const list = await server.gql(LIST, {}, { token: account.token });
    expect(list.data.appointments.map((a: any) => a.id)).toEqual([data.bookAppointment.id]);

    const [mail] = await mailsTo(account.email);
    expect(mail.subject).toMatch(/^Appointment confirmed: /);
    expect(mail.text).toContain('Dr. Mei Chan');
    const ics = mail.attachments![0].content;
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:${data.bookAppointment.id}@florence-care`);
    const doctorMails = await mailsTo('demo.doctor@florence.local');
    expect(doctorMails.at(-1)?.subject).toMatch(/^New appointment: /);
  });

  it('takes the slot as people write it (“02:00 pm”) and answers in the canonical form', async () => {
    const slot = (await freeSlots(server.gql, patient, doctorId)).find((s) => s.time === '14:00')!;
    const { data } = await book(patient, {
      doctorId,
      date: slot.date,
      time: '02:00 pm',
      reason: '覆診',
    });
    expect(data.bookAppointment.time).toBe('14:00');
  });

  it('asks for doctor, date and time, and for a reason, with the scheduler’s messages', async () => {
    const missing = await book(patient, { reason: 'pain' });
    expect(missing.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        doctorId: 'select_doctor_date_time',
        date: 'select_doctor_date_time',
        time: 'select_doctor_date_time',
      },
    });
    const [slot] = await freeSlots(server.gql, patient, doctorId);
    for (const reason of ['', '   ', undefined])
      expect(
        (await book(patient, { doctorId, ...slot, reason })).errors?.[0].extensions.fields,
      ).toEqual({
        reason: 'reason_required',
      });
    const long = await book(patient, { doctorId, ...slot, reason: 'x'.repeat(501) });
    expect(long.errors?.[0].extensions.fields).toEqual({ reason: 'reason_too_long' });
    for (const time of ['09:45', '8:00', 'noon', '25:00'])
      expect(
        (await book(patient, { doctorId, ...slot, time, reason: 'r' })).errors?.[0].extensions
          .fields,
      ).toEqual({
        time: 'select_doctor_date_time',
      });
    expect(
      (await book(patient, { doctorId, ...slot, date: '2026-02-30', reason: 'r' })).errors?.[0]
        .extensions.fields,
    ).toEqual({ date: 'select_doctor_date_time' });
  });

  it('refuses a past slot, today, day 14, an away day and a taken slot, each with its code', async () => {
    const today = addDays(bookableDay(0), -1);
    const cases: [Record<string, string>, string][] = [
      [{ date: addDays(today, -1), time: '15:00' }, 'SLOT_IN_PAST'],
      // today is never bookable; before 09:30 in Hong Kong its first slot is not past yet
      [
        { date: today, time: '09:30' },
        Date.parse(`${today}T09:30:00+08:00`) <= Date.now() ? 'SLOT_IN_PAST' : 'DATE_NOT_BOOKABLE',
      ],
      [{ date: addDays(today, 14), time: '09:30' }, 'DATE_NOT_BOOKABLE'],
      [{ date: bookableDay(2), time: '11:00' }, 'DOCTOR_UNAVAILABLE'],
    ];
    for (const [slot, code] of cases)
      expect(codeOf(await book(patient, { doctorId, ...slot, reason: 'check' })), slot.date).toBe(
        code,
      );
    // the last open day of the window (day 13, or the Friday before it) is bookable
    const lastOpen = [13, 12, 11].map((n) => addDays(today, n)).find(isClinicDay)!;
    const last = await book(patient, { doctorId, date: lastOpen, time: '15:00', reason: 'r' });
    expect(last.errors).toBeUndefined();
    // and once booked, nobody else can take it
    const other = await server.signIn('lee.siu.ming');
    expect(
      codeOf(await book(other, { doctorId, date: lastOpen, time: '15:00', reason: 'r' })),
    ).toBe('SLOT_TAKEN');
    const after = await server.gql(SCHEDULE, { doctorId }, { token: other });
    const booked = after.data.appointmentSchedule.find((d: any) => d.date === lastOpen);
    expect(booked.slots.find((s: any) => s.time === '15:00').available).toBe(false);
  });

  it('offers no Saturday or Sunday: the clinic is open Monday to Friday', async () => {
    const { data } = await server.gql(SCHEDULE, { doctorId }, { token: patient });
    const days: { date: string; available: boolean; slots: { available: boolean }[] }[] =
      data.appointmentSchedule;
    const weekend = days.filter((d) => !isClinicDay(d.date));
    // any 13 days in a row hold a Saturday and a Sunday
    expect(weekend.length).toBeGreaterThanOrEqual(2);
    for (const day of weekend) {
      expect(day.available).toBe(false);
      expect(day.slots.every((slot) => !slot.available)).toBe(true);
    }
    expect(
      codeOf(await book(patient, { doctorId, date: weekend[0]!.date, time: '10:00', reason: 'r' })),
    ).toBe('DATE_NOT_BOOKABLE');
  });

  it('refuses a doctor outside the care team, and doctors cannot book', async () => {
    const { data: wong } = await server.gql(
      DOCTORS,
      {},
      { token: await server.signIn('ho.mei.ling') },
    );
    const [slot] = await freeSlots(server.gql, patient, doctorId);
    const foreign = await book(patient, {
      doctorId: wong.careTeamDoctors[0].id,
      ...slot,
      reason: 'r',
    });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    const byDoctor = await book(await server.signIn('demo.doctor'), {
      doctorId,
      ...slot,
      reason: 'r',
    });
    expect(codeOf(byDoctor)).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(BOOK, { input: { doctorId, ...slot, reason: 'r' } }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('lets exactly one of 20 patients booking one slot at the same moment have it', async () => {
    const patients = await Promise.all(Array.from({ length: 20 }, () => server.createAccount()));
    const slots = await freeSlots(server.gql, patients[0].token, doctorId);
    const slot = slots.at(-1)!;
    const results = await Promise.all(
      patients.map((p, i) => book(p.token, { doctorId, ...slot, reason: `race ${i}` })),
    );
    const won = results.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'SLOT_TAKEN')).toHaveLength(19);
    const stored = await server.services.prisma.appointment.count({
      where: { doctorId, date: slot.date, time: slot.time, status: 'BOOKED' },
    });
    expect(stored).toBe(1);
  });

  it('is guarded by the database itself: a second booked row for the slot is refused, a cancelled one is not', async () => {
    const { prisma } = server.services;
    const [slot] = await freeSlots(server.gql, patient, doctorId);
    const row = {
      doctorId,
      patientId: (await prisma.user.findFirstOrThrow({ where: { username: 'demo.patient' } })).id,
      ...slot,
      startsAt: new Date(`${slot.date}T00:00:00Z`),
      reason: 'direct',
    };
    await prisma.appointment.create({ data: row });
    await expect(prisma.appointment.create({ data: row })).rejects.toMatchObject({ code: 'P2002' });
    await expect(
      prisma.appointment.create({ data: { ...row, status: 'CANCELLED' } }),
    ).resolves.toBeTruthy();
  });
});

describe('rescheduling and cancelling', () => {
  it('keeps the same slot with a new reason, or moves to a free one and frees the old', async () => {
    const account = await server.createAccount();
    const [first, second] = await freeSlots(server.gql, account.token, doctorId);
    const { data } = await book(account.token, { doctorId, ...first, reason: 'first visit' });
    const id = data.bookAppointment.id;

    // the schedule for this appointment shows its own slot as free
    const own = await server.gql(
      SCHEDULE,
      { doctorId, rescheduling: id },
      { token: account.token },
    );
    const ownDay = own.data.appointmentSchedule.find((d: any) => d.date === first.date);
    expect(ownDay.slots.find((s: any) => s.time === first.time).available).toBe(true);

    const same = await server.gql(
      RESCHEDULE,
      { id, input: { doctorId, ...first, reason: 'first visit, bring scans' } },
      { token: account.token },
    );
    expect(same.data.rescheduleAppointment).toMatchObject({
      ...first,
      reason: 'first visit, bring scans',
    });

    const moved = await server.gql(
      RESCHEDULE,
      { id, input: { doctorId, ...second, reason: 'moved' } },
      { token: account.token },
    );
    expect(moved.data.rescheduleAppointment).toMatchObject({ ...second, status: 'UPCOMING' });
    const freed = await freeSlots(server.gql, patient, doctorId);
    expect(freed).toContainEqual(first);
    expect(freed).not.toContainEqual(second);

    const mails = await mailsTo(account.email);
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual([
      'Appointment confirmed',
      'Appointment rescheduled',
      'Appointment rescheduled',
    ]);
    expect(mails[2].attachments![0].content).toContain('SEQUENCE:2');
  });

  it('cancels, frees the slot, e-mails a cancelling calendar file, and refuses a second change', async () => {
    const account = await server.createAccount();
    const [slot] = await freeSlots(server.gql, account.token, doctorId);
    const { data } = await book(account.token, { doctorId, ...slot, reason: 'to cancel' });
    const id = data.bookAppointment.id;
    const cancelled = await server.gql(CANCEL, { id }, { token: account.token });
    expect(cancelled.data.cancelAppointment).toMatchObject({
      status: 'CANCELLED',
      cancelledByDoctor: false,
    });
    expect(codeOf(await server.gql(CANCEL, { id }, { token: account.token }))).toBe(
      'APPOINTMENT_NOT_CHANGEABLE',
    );
    expect(
      codeOf(
        await server.gql(
          RESCHEDULE,
          { id, input: { doctorId, ...slot, reason: 'r' } },
          { token: account.token },
        ),
      ),
    ).toBe('APPOINTMENT_NOT_CHANGEABLE');
    expect(await freeSlots(server.gql, patient, doctorId)).toContainEqual(slot);
    const mail = (await mailsTo(account.email)).at(-1)!;
    expect(mail.subject).toMatch(/^Appointment cancelled: /);
    expect(mail.attachments![0].content).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
  });

  it('writes the e-mails in each person’s language', async () => {
    const account = await server.createAccount();
    await server.gql(
      `mutation { setLanguage(language: "zh-HK") { language } }`,
      {},
      { token: account.token },
    );
    const [slot] = await freeSlots(server.gql, account.token, doctorId);
    await book(account.token, { doctorId, ...slot, reason: '化療後覆診' });
    const [mail] = await mailsTo(account.email);
    expect(mail.subject).toMatch(/^預約已確認：/);
    expect(mail.text).toContain('求診原因：化療後覆診');
  });

  it('shows a cancellation live to the other side: patient to doctor, and doctor to patient', async () => {
    const account = await server.createAccount();
    const doctor = await server.signIn('demo.doctor');
    const doctorFeed = await subscribe(server.url, CHANGED, {}, doctor);
    const patientFeed = await subscribe(server.url, CHANGED, {}, account.token);
    const strangerFeed = await subscribe(server.url, CHANGED, {}, await server.signIn('dr.wong'));
    try {
      const [a, b] = await freeSlots(server.gql, account.token, doctorId);
      const first = (await book(account.token, { doctorId, ...a, reason: 'one' })).data
        .bookAppointment;
      const second = (await book(account.token, { doctorId, ...b, reason: 'two' })).data
        .bookAppointment;
      await doctorFeed.waitFor((e: any) => e.id === second.id && e.status === 'UPCOMING');

      await server.gql(CANCEL, { id: first.id }, { token: account.token });
      expect(
        await doctorFeed.waitFor((e: any) => e.id === first.id && e.status === 'CANCELLED'),
      ).toMatchObject({ patient: { id: first.patient.id }, cancelledByDoctor: false });

      const byDoctor = await server.gql(CANCEL, { id: second.id }, { token: doctor });
      expect(byDoctor.data.cancelAppointment.cancelledByDoctor).toBe(true);
      await patientFeed.waitFor((e: any) => e.id === second.id && e.status === 'CANCELLED');
      expect(strangerFeed.events).toEqual([]);
      const mail = (await mailsTo(account.email)).at(-1)!;
      expect(mail.text).toContain('Dr. Mei Chan cancelled your appointment');
    } finally {
      await Promise.all([doctorFeed.close(), patientFeed.close(), strangerFeed.close()]);
    }
  });
});
