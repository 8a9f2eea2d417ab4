import { describe, expect, it } from 'vitest';
import {
  chooseNext,
  hasUnsavedChoice,
  NOTHING_CHOSEN,
  type SchedulerChoice,
} from './scheduler-state';

const chosen: SchedulerChoice = {
  doctorId: 'd1',
  date: '2026-11-25',
  time: '10:00',
  reason: 'pain',
};

describe('the scheduler’s choices', () => {
  it('clears date and time when another doctor is picked, not when the same one is', () => {
    expect(chooseNext(chosen, { type: 'doctor', doctorId: 'd2' })).toEqual({
      doctorId: 'd2',
      date: '',
      time: '',
      reason: 'pain',
    });
    expect(chooseNext(chosen, { type: 'doctor', doctorId: 'd1' })).toBe(chosen);
  });

  it('clears the time when another date is picked', () => {
    expect(chooseNext(chosen, { type: 'date', date: '2026-11-26' })).toMatchObject({
      date: '2026-11-26',
      time: '',
    });
    expect(chooseNext(chosen, { type: 'date', date: '2026-11-25' })).toBe(chosen);
  });

  it('brings the appointment’s own time back when rescheduling returns to its date', () => {
    const original = chosen;
    const elsewhere = chooseNext(chosen, { type: 'date', date: '2026-11-27' }, original);
    expect(elsewhere.time).toBe('');
    expect(chooseNext(elsewhere, { type: 'date', date: '2026-11-25' }, original).time).toBe(
      '10:00',
    );
    // with another doctor the old time means nothing
    const otherDoctor = chooseNext(elsewhere, { type: 'doctor', doctorId: 'd2' }, original);
    expect(chooseNext(otherDoctor, { type: 'date', date: '2026-11-25' }, original).time).toBe('');
  });

  it('knows when leaving would lose something', () => {
    expect(hasUnsavedChoice(NOTHING_CHOSEN)).toBe(false);
    expect(hasUnsavedChoice({ ...NOTHING_CHOSEN, reason: 'x' })).toBe(true);
    expect(hasUnsavedChoice(chosen, chosen)).toBe(false);
    expect(hasUnsavedChoice({ ...chosen, reason: ' pain ' }, chosen)).toBe(false);
    expect(hasUnsavedChoice({ ...chosen, time: '10:30' }, chosen)).toBe(true);
  });
});
