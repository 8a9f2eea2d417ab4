import { useState, type ReactNode } from 'react';
import { Formik, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import { useErrorText } from '../api/use-error-text';
import { Button } from '../ui/button';
import { AppForm } from './app-form';
import { serverFieldErrors } from './server-field-errors';

type Props<V extends FormikValues> = {
  id: string;
  fields: readonly string[];
  initialValues: V;
  schema: Schema;
  /** Sends the values; a thrown API error is shown on the form (and per field). */
  submit(values: V): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  labels: { submit: string; busy: string; cancel: string };
  danger?: boolean;
  children: ReactNode;
};

/** A Formik form inside a dialog: the shared rules, the server's answer, Cancel and submit. */
export function DialogForm<V extends FormikValues>({
  id,
  fields,
  initialValues,
  schema,
  submit,
  onDone,
  onCancel,
  labels,
  danger,
  children,
}: Props<V>) {
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string>();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        try {
          await submit(values);
          onDone();
        } catch (error) {
          setServerError(errorText(error, fields));
          form.setErrors(serverFieldErrors(error, fields) as FormikErrors<V>);
        }
      }}
    >
      {({ isSubmitting }) => (
        <AppForm
          id={id}
          fields={fields}
          serverError={serverError}
          onAttempt={() => setServerError(undefined)}
          actions={
            <div className="dialog__actions">
              <Button variant="secondary" onClick={onCancel}>
                {labels.cancel}
              </Button>
              <Button
                type="submit"
                variant={danger ? 'danger' : 'primary'}
                busy={isSubmitting}
                busyText={labels.busy}
              >
                {labels.submit}
              </Button>
            </div>
          }
        >
          {children}
        </AppForm>
      )}
    </Formik>
  );
}
