import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { readApiError, unshownProblem } from './api-error';

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', extensions }] });

describe('readApiError', () => {
  it('reads code, values and fields from the first GraphQL error', () => {
    const error = graphQLError({
      code: 'OTP_RESEND_TOO_SOON',
      values: { seconds: 12 },
      fields: { email: 'enter_valid_email' },
    });
    expect(readApiError(error)).toEqual({
      code: 'OTP_RESEND_TOO_SOON',
      values: { seconds: 12 },
      fields: { email: 'enter_valid_email' },
    });
  });

  it('treats a GraphQL error without a code as an internal one', () => {
    expect(readApiError(graphQLError({})).code).toBe('INTERNAL');
  });

  it('treats anything else as a network problem', () => {
    expect(readApiError(new TypeError('Failed to fetch')).code).toBe('NETWORK');
  });
});

describe('unshownProblem', () => {
  const refusal = readApiError(
    graphQLError({ code: 'VALIDATION_FAILED', fields: { date: 'choose_coming_date', text: 'x' } }),
  );

  it('is the first refused field a form does not show by itself', () => {
    expect(unshownProblem(refusal)).toBe('choose_coming_date');
    expect(unshownProblem(refusal, ['date'])).toBe('x');
  });

  it('is nothing when every refused field has its own message', () => {
    expect(unshownProblem(refusal, ['date', 'text'])).toBeUndefined();
  });
});
