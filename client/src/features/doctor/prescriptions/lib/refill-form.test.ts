import { describe, expect, it } from 'vitest';
import { refillProblems, toRefills } from './refill-form';

const today = '2026-11-23';

describe('the refill form', () => {
  it('sends the ticked rows only', () => {
    expect(
      toRefills({
        a: { checked: true, quantity: '30', expiry: '31/12/2027' },
        b: { checked: false, quantity: '5', expiry: '' },
      }),
    ).toEqual([{ prescriptionId: 'a', quantity: '30', expiry: '31/12/2027' }]);
  });

  it('asks for a selection, then reports each ticked row’s problems', () => {
    expect(refillProblems({ a: { checked: false, quantity: '', expiry: '' } }, today)?.form).toBe(
      'select_medication_to_refill',
    );
    expect(
      refillProblems(
        {
          a: { checked: true, quantity: '0', expiry: '31/12/2027' },
          b: { checked: true, quantity: '10', expiry: '23/11/2026' },
          c: { checked: true, quantity: '10', expiry: '24/11/2026' },
        },
        today,
      ),
    ).toEqual({
      rows: { a: { quantity: 'enter_valid_quantity' }, b: { expiry: 'enter_valid_future_date' } },
    });
  });
});
