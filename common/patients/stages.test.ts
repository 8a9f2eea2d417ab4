import { describe, expect, it } from 'vitest';
import { STAGE_KEYS, STAGES, stageGroup } from './stages';

describe('stage groups', () => {
  it('knows the spec’s 21 stages in both languages', () => {
    expect(STAGE_KEYS).toHaveLength(21);
    for (const key of STAGE_KEYS) expect(STAGES[key]['zh-HK']).not.toBe(STAGES[key].en);
  });

  it.each([
    [['ned', 'remission', 'survivorship'], 'completed'],
    [['stage_iv', 'refractory', 'end_of_life', 'palliative'], 'critical'],
    [['stage_iii', 'progressive', 'relapse', 'recurrence'], 'at_risk'],
    [['stage_0', 'stage_i', 'stage_ii', 'diagnostic', 'staging_phase'], 'active_treatment'],
    [['acute_phase', 'chronic_phase', 'maintenance', 'follow_up'], 'ongoing_care'],
    [['other', '', null, undefined, 'Stage IV', 'STAGE_IV', 'toString', '__proto__'], 'unknown'],
  ])('%o → %s', (stages, group) => {
    for (const stage of stages) expect(stageGroup(stage as string | null)).toBe(group);
  });

  it('every stage but Other belongs to a named group', () => {
    const unknown = STAGE_KEYS.filter((key) => stageGroup(key) === 'unknown');
    expect(unknown).toEqual(['other']);
  });
});
