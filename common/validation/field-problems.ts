// The first problem of each field, as the server reports it (server/errors.ts
// validateInput), or {} when the value passes: for tests of the shared rules, and for
// forms without Formik that check them before sending.
import { ValidationError, type Schema } from 'yup';

export function fieldProblems(schema: Schema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error])
      fields[inner.path || '_'] ??= inner.message;
    return fields;
  }
}
