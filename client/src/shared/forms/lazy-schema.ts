import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema, ValidationError } from 'yup';

const isValidationError = (error: unknown): error is ValidationError =>
  (error as Error | null)?.name === 'ValidationError';

/**
 * Formik's `validate` for a Yup schema that loads on the first validation, for forms on
 * the first screen (Yup would be a tenth of its download). It checks exactly what
 * `validationSchema` would: the same Formik helpers run the schema.
 */
export function lazySchema<Values extends FormikValues>(load: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values, await (schema ??= load()));
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors(error);
      schema = undefined; // the rules could not be downloaded: try again next time
      throw error;
    }
  };
}
