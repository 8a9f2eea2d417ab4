import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems';
import { contactDetailsSchema, formatHkMobileInput } from './contact-details';

const problems = (value: unknown) => fieldProblems(contactDetailsSchema, value);

describe('the profile form', () => {
  it('takes a Hong Kong mobile as people type it, and trims the rest', () => {
    expect(
      contactDetailsSchema.validateSync({
        email: ' Chan.TM@Example.com ',
        fullName: '  Chan Tai Man ',
        phoneNumber: '9123 4567',
      }),
    ).toEqual({ email: 'Chan.TM@Example.com', fullName: 'Chan Tai Man', phoneNumber: '91234567' });
  });

  it('requires every field, with the spec’s messages', () => {
    expect(problems({ email: '', fullName: ' ', phoneNumber: '' })).toEqual({
      email: 'fill_required_fields',
      fullName: 'fill_required_fields',
      phoneNumber: 'fill_required_fields',
    });
  });

  it('refuses a malformed e-mail and a number that is not a Hong Kong mobile', () => {
    const base = { email: 'a@b.hk', fullName: 'Ho Mei Ling', phoneNumber: '61234567' };
    expect(problems({ ...base, email: 'chan@' })).toEqual({ email: 'enter_valid_email' });
    for (const phoneNumber of ['2123 4567', '9123 456', '+852 9123 4567', '91234567a'])
      expect(problems({ ...base, phoneNumber }), phoneNumber).toEqual({
        phoneNumber: 'enter_valid_hk_mobile',
      });
  });

  it('keeps the mobile input to 8 digits written 4+4', () => {
    expect(formatHkMobileInput('9')).toBe('9');
    expect(formatHkMobileInput('91234')).toBe('9123 4');
    expect(formatHkMobileInput('+852 9123-4567 99')).toBe('8529 1234');
    expect(formatHkMobileInput('9123 4567')).toBe('9123 4567');
  });
});
