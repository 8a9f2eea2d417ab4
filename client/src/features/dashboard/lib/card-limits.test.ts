import { describe, expect, it } from 'vitest';
import { splitTags, topDiagnoses } from './card-limits';

describe('triage card limits', () => {
  it('shows three symptom tags and counts the rest', () => {
    expect(splitTags(['fever', 'cough', 'pain', 'nausea', 'fatigue'])).toEqual({
      shown: ['fever', 'cough', 'pain'],
      more: 2,
    });
    expect(splitTags(['fever', 'cough', 'pain'])).toEqual({
      shown: ['fever', 'cough', 'pain'],
      more: 0,
    });
    expect(splitTags([])).toEqual({ shown: [], more: 0 });
  });

  it('shows at most two diagnoses, in the server’s order', () => {
    expect(topDiagnoses(['sepsis', 'dehydration', 'nausea'])).toEqual(['sepsis', 'dehydration']);
    expect(topDiagnoses(['sepsis'])).toEqual(['sepsis']);
  });
});
