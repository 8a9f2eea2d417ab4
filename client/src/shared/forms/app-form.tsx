import { useEffect, type ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';
import { FormMessage } from '../ui/form-message';
import { FormErrorsContext } from './form-errors-context';
import { useFormErrors } from './use-form-errors';

type Props = {
  id: string;
  /** Field names in the order they appear (the first generic problem is the one shown). */
  fields: readonly string[];
  /** Validation ids shown once for the whole form ("please fill in all fields"). */
  genericIds?: readonly string[];
  /** The translated server answer of the last attempt. */
  serverError?: string;
  success?: string;
  /** Called when a submit is attempted (before validation), e.g. to clear the last server error. */
  onAttempt?: () => void;
  actions: ReactNode;
  children: ReactNode;
};

/** A Formik form with one error line above its actions and per-field messages. */
export function AppForm({
  id,
  fields,
  genericIds = [],
  serverError,
  success,
  onAttempt,
  actions,
  children,
}: Props) {
  const errors = useFormErrors(fields, genericIds);
  const messageId = `${id}-message`;
  const formik = useFormikContext<Record<string, unknown>>();

  // After a submit attempt (not after every keystroke), take the person to the first
  // field that needs attention.
  useEffect(() => {
    if (formik.isSubmitting || formik.submitCount === 0) return;
    const first = fields.find((field) => formik.errors[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [formik.submitCount, formik.isSubmitting]);

  const message = serverError ?? errors.formError;
  return (
    <FormErrorsContext.Provider
      value={{ formId: id, messageId, fieldError: errors.fieldError, isInvalid: errors.isInvalid }}
    >
      <Form id={id} className="form" noValidate onSubmitCapture={onAttempt}>
        {children}
        <FormMessage id={messageId} tone="error">
          {message}
        </FormMessage>
        <FormMessage tone="success">{success}</FormMessage>
        <div className="form__actions">{actions}</div>
      </Form>
    </FormErrorsContext.Provider>
  );
}
