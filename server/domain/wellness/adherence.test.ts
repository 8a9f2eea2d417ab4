import { describe, expect, it } from 'vitest';
import {
  adherencePercent,
  canUndoMark,
  countAdherence,
  doseLog,
  doseMarkWindow,
  doseStatus,
  medicationCardStatus,
  perfectDoseDays,
  remainingQuantity,
  scheduledDoses,
  shareRemaining,
  shareUsed,
  type DoseMark,
} from './adherence';

const hk = (text: string) => new Date(`${text}+08:00`);

describe('scheduled doses', () => {
  it('makes one dose per time per day, at Hong Kong wall-clock times', () => {
    const doses = scheduledDoses(
      { times: ['20:00', '08:00'], startDate: '2026-11-20' },
      '2026-11-19',
      '2026-11-21',
    );
    expect(doses.map((d) => d.at.toISOString())).toEqual([
      '2026-11-20T00:00:00.000Z',
      '2026-11-20T12:00:00.000Z',
      '2026-11-21T00:00:00.000Z',
      '2026-11-21T12:00:00.000Z',
    ]);
    expect(doses[0]).toMatchObject({ day: '2026-11-20', time: '08:00' });
  });

  it('stops at the discontinue instant, keeping earlier doses of that day', () => {
    const doses = scheduledDoses(
      { times: ['08:00', '20:00'], startDate: '2026-11-20', endsAt: hk('2026-11-21T12:00:00') },
      '2026-11-20',
      '2026-11-30',
    );
    expect(doses.map((d) => `${d.day} ${d.time}`)).toEqual([
      '2026-11-20 08:00',
      '2026-11-20 20:00',
      '2026-11-21 08:00',
    ]);
  });

  it.each([
    ['no times', { times: [], startDate: '2026-11-01' }],
    ['a start after the window', { times: ['08:00'], startDate: '2026-12-01' }],
    [
      'an end before the window',
      { times: ['08:00'], startDate: '2026-11-01', endsAt: hk('2026-11-10T00:00:00') },
    ],
  ])('none with %s', (_label, schedule) => {
    expect(scheduledDoses(schedule, '2026-11-15', '2026-11-20')).toEqual([]);
  });
});

describe('dose status', () => {
  const at = hk('2026-11-20T08:00:00');
  const mark = (status: 'TAKEN' | 'SKIPPED'): DoseMark => ({
    scheduledFor: at,
    status,
    markedAt: at,
  });
  it.each([
    ['marked taken', mark('TAKEN'), '2026-11-20T12:00:00', 'taken'],
    ['marked skipped', mark('SKIPPED'), '2026-11-22T12:00:00', 'skipped'],
    ['not yet due', undefined, '2026-11-20T07:00:00', 'pending'],
    ['exactly two hours late: still pending', undefined, '2026-11-20T10:00:00', 'pending'],
    ['a minute past two hours: missed', undefined, '2026-11-20T10:01:00', 'missed'],
  ] as const)('%s', (_label, m, now, expected) => {
    expect(doseStatus(at, m, hk(now))).toBe(expected);
  });

  it('a mark can be undone on the Hong Kong day it was made only', () => {
    const m: DoseMark = {
      scheduledFor: hk('2026-11-20T20:00:00'),
      status: 'TAKEN',
      markedAt: hk('2026-11-20T23:50:00'),
    };
    expect(canUndoMark(m, hk('2026-11-20T23:59:00'))).toBe(true);
    // 00:10 in Hong Kong is 16:10 UTC of the same UTC day, but a new clinic day
    expect(canUndoMark(m, hk('2026-11-21T00:10:00'))).toBe(false);
  });
});

describe('adherence', () => {
  const schedule = { times: ['08:00', '20:00'], startDate: '2026-11-20' };
  const marks: DoseMark[] = [
    {
      scheduledFor: hk('2026-11-20T08:00:00'),
      status: 'TAKEN',
      markedAt: hk('2026-11-20T08:05:00'),
    },
    {
      scheduledFor: hk('2026-11-20T20:00:00'),
      status: 'SKIPPED',
      markedAt: hk('2026-11-20T21:00:00'),
    },
    {
      scheduledFor: hk('2026-11-21T08:00:00'),
      status: 'TAKEN',
      markedAt: hk('2026-11-21T09:00:00'),
    },
  ];
  it.each([
    ['before any dose is due: no data', '2026-11-20T07:00:00', null],
    ['one of one due taken', '2026-11-20T09:00:00', 100],
    ['skipped counts against', '2026-11-20T20:30:00', 50],
    // 08:00 taken, 20:00 skipped, 08:00 taken, 20:00 pending but past its time
    ['a due pending dose counts against too', '2026-11-21T20:30:00', 50],
    ['rounded to a whole percent: 2 of 3', '2026-11-21T12:00:00', 67],
  ])('%s', (_label, now, expected) => {
    const log = doseLog(schedule, marks, '2026-11-20', '2026-11-21', hk(now));
    expect(adherencePercent(countAdherence(log, hk(now)))).toBe(expected);
  });
});

describe('supply', () => {
  it.each([
    [{ quantityAtFill: 30, dosesTakenSinceFill: 10 }, 20, 1 / 3, 2 / 3],
    [{ quantityAtFill: 30, dosesTakenSinceFill: 10, doseUnits: 2 }, 10, 2 / 3, 1 / 3],
    [{ quantityAtFill: 5, dosesTakenSinceFill: 9 }, 0, 1, 0],
    [{ quantityAtFill: 0, dosesTakenSinceFill: 0 }, 0, 0, 0],
  ])('%o leaves %s', (supply, remaining, used, left) => {
    expect(remainingQuantity(supply)).toBe(remaining);
    expect(shareUsed(supply)).toBeCloseTo(used);
    expect(shareRemaining(supply)).toBeCloseTo(left);
  });
});

describe('medication card status', () => {
  const now = hk('2026-11-20T23:30:00');
  it.each([
    ['inactive is archived, even when expired', false, '2020-01-01', 'archived'],
    ['expired yesterday', true, '2026-11-19', 'expired'],
    ['expires today: near expiry', true, '2026-11-20', 'near_expiry'],
    ['30 days away: near expiry', true, '2026-12-20', 'near_expiry'],
    ['31 days away: normal', true, '2026-12-21', 'normal'],
  ] as const)('%s', (_label, active, expirationDate, expected) => {
    expect(medicationCardStatus({ active, expirationDate }, now)).toBe(expected);
  });
});

describe('doseMarkWindow', () => {
  const now = hk('2026-11-20T09:00:00');
  it.each([
    ['this morning’s dose', '2026-11-20T08:00:00', 'open'],
    ['tonight’s dose, taken early', '2026-11-20T21:00:00', 'open'],
    ['last night’s dose, recorded this morning', '2026-11-19T21:00:00', 'open'],
    ['yesterday’s first minute', '2026-11-19T00:00:00', 'open'],
    ['the day before yesterday', '2026-11-18T23:59:00', 'closed'],
    ['tomorrow’s first dose', '2026-11-21T00:00:00', 'not_due'],
  ])('%s', (_label, at, window) => {
    expect(doseMarkWindow(hk(at), now)).toBe(window);
  });
  it('follows Hong Kong days on a UTC server: 00:30 in Hong Kong is still yesterday in UTC', () => {
    const justAfterMidnight = hk('2026-11-21T00:30:00');
    expect(doseMarkWindow(hk('2026-11-21T08:00:00'), justAfterMidnight)).toBe('open');
    expect(doseMarkWindow(hk('2026-11-19T20:00:00'), justAfterMidnight)).toBe('closed');
  });
});

describe('perfect dose days', () => {
  const schedule = { times: ['08:00', '20:00'], startDate: '2026-11-10' };
  const taken = (day: string, time: string, markedAt: string): DoseMark => ({
    scheduledFor: hk(`${day}T${time}:00`),
    status: 'TAKEN',
    markedAt: hk(markedAt),
  });

  it('counts a day only when every dose of it is taken, at the last mark', () => {
    const marks = [
      taken('2026-11-10', '08:00', '2026-11-10T08:05:00'),
      taken('2026-11-10', '20:00', '2026-11-10T21:30:00'),
      // the 11th: the evening dose skipped; the 12th: the evening dose not marked yet
      taken('2026-11-11', '08:00', '2026-11-11T08:00:00'),
      { ...taken('2026-11-11', '20:00', '2026-11-11T20:00:00'), status: 'SKIPPED' as const },
      taken('2026-11-12', '08:00', '2026-11-12T09:00:00'),
      // yesterday evening's dose recorded the next morning still completes its day
      taken('2026-11-13', '08:00', '2026-11-13T08:00:00'),
      taken('2026-11-13', '20:00', '2026-11-14T07:00:00'),
    ];
    const doses = doseLog(schedule, marks, '2026-11-10', '2026-11-13', hk('2026-11-14T07:30:00'));
    expect(perfectDoseDays(doses)).toEqual([
      { day: '2026-11-10', at: hk('2026-11-10T21:30:00') },
      { day: '2026-11-13', at: hk('2026-11-14T07:00:00') },
    ]);
  });

  it('has none without doses', () => {
    expect(perfectDoseDays([])).toEqual([]);
  });
});

describe('a prescription entered after a dose time', () => {
  const schedule = {
    times: ['08:00', '20:00'],
    startDate: '2026-11-20',
    startsAt: hk('2026-11-20T14:00:00'),
  };
  const now = hk('2026-11-21T12:00:00');

  it('never asked that dose: it stays pending (markable), is not due and never missed', () => {
    const doses = doseLog(schedule, [], '2026-11-20', '2026-11-21', now);
    expect(doses.map((d) => `${d.day} ${d.time} ${d.status}`)).toEqual([
      '2026-11-20 08:00 pending',
      '2026-11-20 20:00 missed',
      '2026-11-21 08:00 missed',
      '2026-11-21 20:00 pending',
    ]);
    expect(countAdherence(doses, now)).toEqual({ taken: 0, due: 2 });
  });

  it('keeps it when the patient marked it (taken before the doctor entered it)', () => {
    const mark: DoseMark = {
      scheduledFor: hk('2026-11-20T08:00:00'),
      status: 'TAKEN',
      markedAt: hk('2026-11-20T15:00:00'),
    };
    const doses = doseLog(schedule, [mark], '2026-11-20', '2026-11-20', now);
    expect(doses.map((d) => `${d.time} ${d.status}`)).toEqual(['08:00 taken', '20:00 missed']);
  });
});
