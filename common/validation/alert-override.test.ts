import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems';
import { overrideSchema } from './alert-override';

describe('an alert level override', () => {
  it('needs a reason that is more than spaces, and not an essay', () => {
    expect(fieldProblems(overrideSchema, { level: 'RED', reason: '   ' })).toEqual({
      reason: 'override_reason_required',
    });
    expect(fieldProblems(overrideSchema, { level: 'RED', reason: 'x'.repeat(501) })).toEqual({
      reason: 'text_too_long',
    });
    expect(overrideSchema.validateSync({ level: 'RED', reason: ' Worse pain ' }).reason).toBe(
      'Worse pain',
    );
  });
});
