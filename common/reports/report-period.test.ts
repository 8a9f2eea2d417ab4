import { describe, expect, it } from 'vitest';
import { daysInclusive, lastSevenDays, reportPeriod } from './report-period';

const TODAY = '2026-11-23';

describe('report period', () => {
  it.each([
    [
      { kind: 'weeks', count: 1 },
      { from: '2026-11-17', to: TODAY },
    ],
    [
      { kind: 'weeks', count: 4 },
      { from: '2026-10-27', to: TODAY },
    ],
    [
      { kind: 'weeks', count: 52 },
      { from: '2025-11-25', to: TODAY },
    ],
    [
      { kind: 'month', count: 1 },
      { from: '2026-10-24', to: TODAY },
    ],
    [
      { kind: 'month', count: 12 },
      { from: '2025-11-24', to: TODAY },
    ],
    [
      { kind: 'custom', from: '2026-11-17', to: TODAY },
      { from: '2026-11-17', to: TODAY },
    ],
  ] as const)('%o covers %o', (request, period) => {
    expect(reportPeriod(request, TODAY)).toEqual({ period });
  });

  it('counts a month back from a longer month to the shorter one’s end', () => {
    expect(reportPeriod({ kind: 'month', count: 1 }, '2026-03-31')).toEqual({
      period: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(reportPeriod({ kind: 'month', count: 1 }, '2028-03-31')).toEqual({
      period: { from: '2028-03-01', to: '2028-03-31' },
    });
  });

  it.each([
    [{ kind: 'weeks', count: 0 }, 'select_at_least_one_week'],
    [{ kind: 'weeks', count: 1.5 }, 'select_at_least_one_week'],
    [{ kind: 'weeks', count: -2 }, 'select_at_least_one_week'],
    [{ kind: 'month', count: 0 }, 'select_at_least_one_month'],
    [{ kind: 'custom', from: '2026-11-18', to: TODAY }, 'select_at_least_seven_days'],
    [{ kind: 'custom', from: TODAY, to: '2026-11-17' }, 'date_range_invalid'],
    [{ kind: 'custom', from: '2026-11-01', to: '2026-11-24' }, 'date_range_invalid'],
    [{ kind: 'custom', from: '2026-02-01', to: '2026-02-30' }, 'date_range_invalid'],
    [{ kind: 'custom', from: '23/11/2026', to: TODAY }, 'date_range_invalid'],
    [{ kind: 'custom', from: '2026-11-011', to: TODAY }, 'date_range_invalid'],
    [{ kind: 'weeks', count: 53 }, 'report_range_too_long'],
    [{ kind: 'month', count: 13 }, 'report_range_too_long'],
    [{ kind: 'weeks', count: 100000 }, 'report_range_too_long'],
    [{ kind: 'custom', from: '2024-01-01', to: TODAY }, 'report_range_too_long'],
  ] as const)('refuses %o with %s', (request, problem) => {
    expect(reportPeriod(request as never, TODAY)).toEqual({ problem });
  });

  it('starts a custom range at the last 7 days, which is a valid one', () => {
    const range = lastSevenDays(TODAY);
    expect(range).toEqual({ from: '2026-11-17', to: TODAY });
    expect(daysInclusive(range)).toBe(7);
    expect(reportPeriod({ kind: 'custom', ...range }, TODAY)).toEqual({ period: range });
  });
});
