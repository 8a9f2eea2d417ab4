import { describe, expect, it } from 'vitest';
import type { Schema } from 'yup';
import { fieldProblems } from './field-problems';
import { appointmentSchema, isCalendarDate, unavailabilitySchema } from './appointments';

const problems = (schema: Schema, value: unknown) => fieldProblems(schema, value);

describe('the scheduler’s rules', () => {
  const valid = { doctorId: 'd1', date: '2026-11-24', time: '09:30 AM', reason: 'Review of scan' };

  it('accepts a complete request and casts the slot and the reason', () => {
    expect(appointmentSchema.validateSync(valid)).toEqual({ ...valid, time: '09:30' });
    expect(appointmentSchema.validateSync({ ...valid, reason: '  覆診  ' }).reason).toBe('覆診');
  });

  it('asks for doctor, date and time with one message, and for the reason with its own', () => {
    expect(problems(appointmentSchema, {})).toEqual({
      doctorId: 'select_doctor_date_time',
      date: 'select_doctor_date_time',
      time: 'select_doctor_date_time',
      reason: 'reason_required',
    });
    expect(problems(appointmentSchema, { ...valid, reason: ' \n ' })).toEqual({
      reason: 'reason_required',
    });
    expect(problems(appointmentSchema, { ...valid, reason: 'a'.repeat(501) })).toEqual({
      reason: 'reason_too_long',
    });
  });

  it('refuses a time that is not a slot and a date that does not exist', () => {
    expect(problems(appointmentSchema, { ...valid, time: '09:45' })).toEqual({
      time: 'select_doctor_date_time',
    });
    expect(problems(appointmentSchema, { ...valid, date: '24/11/2026' })).toEqual({
      date: 'select_doctor_date_time',
    });
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('drops unknown fields (a patient id cannot be slipped in)', () => {
    expect(appointmentSchema.validateSync({ ...valid, patientId: 'someone' })).not.toHaveProperty(
      'patientId',
    );
  });

  it('takes a doctor’s away day or slots, and nothing else', () => {
    expect(
      problems(unavailabilitySchema, {
        date: '2026-11-24',
        allDay: false,
        times: ['10:00', '3:00 pm'],
      }),
    ).toEqual({});
    expect(
      problems(unavailabilitySchema, { date: '2026-11-24', allDay: false, times: ['10:15'] }),
    ).toEqual({
      'times[0]': 'select_doctor_date_time',
    });
    // no date: the message names what is missing, not a doctor and time the doctor never chose
    expect(problems(unavailabilitySchema, { date: '', allDay: true, times: [] })).toEqual({
      date: 'choose_coming_date',
    });
  });
});
