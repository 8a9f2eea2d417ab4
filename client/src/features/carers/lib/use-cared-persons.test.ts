import { describe, expect, it } from 'vitest';
import { reconcile, type CaredPerson } from './use-cared-persons';

const mum: CaredPerson = {
  patientId: 'p1',
  name: 'Chan Tai Man',
  relationship: 'DAUGHTER',
  grants: ['CHECK_IN', 'WELLNESS'],
};
const dad: CaredPerson = { ...mum, patientId: 'p2', name: 'Chan Siu Ming', grants: ['MESSAGES'] };
const selected = { patientId: 'p1', name: 'Chan Tai Man', grants: ['CHECK_IN' as const] };

describe('the selection after the list of people is read again', () => {
  it('takes the person’s current grants', () => {
    expect(reconcile(selected, [mum, dad])).toEqual({
      select: { patientId: 'p1', name: 'Chan Tai Man', grants: ['CHECK_IN', 'WELLNESS'] },
    });
  });

  it('ends when the person took the access back', () => {
    expect(reconcile(selected, [dad])).toEqual({ ended: 'Chan Tai Man' });
  });

  it('selects the only person, and nobody among several', () => {
    expect(reconcile(null, [dad])).toEqual({
      select: { patientId: 'p2', name: 'Chan Siu Ming', grants: ['MESSAGES'] },
    });
    expect(reconcile(null, [mum, dad])).toEqual({ select: null });
    expect(reconcile(null, [])).toEqual({ select: null });
  });
});
