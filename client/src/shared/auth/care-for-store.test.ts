import { describe, expect, it } from 'vitest';
import { parseCareFor } from './care-for-store';

const stored = (value: object) => JSON.stringify(value);

describe('the stored cared-for person', () => {
  it('is read back for the carer who chose it', () => {
    const raw = stored({
      carerId: 'c1',
      patientId: 'p1',
      name: 'Chan Tai Man',
      grants: ['CHECK_IN'],
    });
    expect(parseCareFor(raw, 'c1')).toEqual({
      patientId: 'p1',
      name: 'Chan Tai Man',
      grants: ['CHECK_IN'],
    });
  });

  it('is not another account’s choice on the same device', () => {
    expect(parseCareFor(stored({ carerId: 'c1', patientId: 'p1' }), 'c2')).toBeNull();
  });

  it('drops unknown grants and survives damage', () => {
    const raw = stored({ carerId: 'c1', patientId: 'p1', name: 'A', grants: ['CHECK_IN', 'ALL'] });
    expect(parseCareFor(raw, 'c1')?.grants).toEqual(['CHECK_IN']);
    expect(parseCareFor('{oops', 'c1')).toBeNull();
    expect(parseCareFor(null, 'c1')).toBeNull();
  });
});
