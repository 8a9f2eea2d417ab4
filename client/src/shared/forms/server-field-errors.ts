import { readApiError } from '../api/api-error';

/** The server's per-field problems (validation ids) for the fields this form has. */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  const reported = readApiError(error).fields;
  return Object.fromEntries(Object.entries(reported).filter(([field]) => fields.includes(field)));
}
