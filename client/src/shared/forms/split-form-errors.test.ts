import { describe, expect, it } from 'vitest';
import { splitFormErrors } from './split-form-errors';

const order = ['email', 'username', 'password', 'confirmPassword'];

describe('splitFormErrors', () => {
  it('shows a generic message once and specific ones per field', () => {
    const view = splitFormErrors(
      {
        username: 'fill_all_fields',
        email: 'enter_valid_email',
        password: 'fill_all_fields',
        confirmPassword: 'passwords_do_not_match',
      },
      order,
      ['fill_all_fields'],
    );
    expect(view.formError).toBe('fill_all_fields');
    expect(view.fieldErrors).toEqual({
      email: 'enter_valid_email',
      confirmPassword: 'passwords_do_not_match',
    });
    expect([...view.invalid]).toEqual(order);
  });

  it('has nothing to say for a valid form', () => {
    const view = splitFormErrors({}, order, ['fill_all_fields']);
    expect(view.formError).toBeUndefined();
    expect(view.invalid.size).toBe(0);
  });
});
