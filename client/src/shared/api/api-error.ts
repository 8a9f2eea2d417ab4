// Reads the stable error model of the server (extensions.code, .values, .fields) out of
// whatever Apollo throws. No DOM or React here.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type ApiError = {
  /** A code from common/error-codes.ts, or NETWORK when the server could not be reached. */
  code: string;
  values: Record<string, string | number>;
  /** Field name → validation message id. */
  fields: Record<string, string>;
};

export const NETWORK_ERROR = 'NETWORK';

const asRecord = <T>(value: unknown): Record<string, T> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : {};

export function readApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = asRecord<unknown>(first?.extensions);
    return {
      code: typeof extensions.code === 'string' ? extensions.code : 'INTERNAL',
      values: asRecord(extensions.values),
      fields: asRecord(extensions.fields),
    };
  }
  return { code: NETWORK_ERROR, values: {}, fields: {} };
}

export const hasErrorCode = (error: unknown, code: string) => readApiError(error).code === code;

/**
 * The validation id of the first refused field that the form does not show under a field
 * of its own, if any: that problem must be the form's message (as the server's own text,
 * AppError.describe), or nothing on screen would say what to fix.
 */
export function unshownProblem(
  error: ApiError,
  shownFields: readonly string[] = [],
): string | undefined {
  return Object.entries(error.fields).find(([field]) => !shownFields.includes(field))?.[1];
}
