import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { resetPasswordFormSchema } from '#common/validation/accounts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { AppForm } from '../../../shared/forms/app-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import type { LoginState } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { ResetPasswordMutation } from '../api/reset-password';
import { authTexts } from '../texts';

const FIELDS = ['email', 'code', 'newPassword', 'confirmPassword'] as const;

/** The e-mailed 6-digit code plus a new password. */
export function ResetPasswordForm({ email }: { email: string }) {
  const { t } = authTexts;
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const [serverError, setServerError] = useState<string>();

  return (
    <Formik
      initialValues={{ email, code: '', newPassword: '', confirmPassword: '' }}
      validationSchema={resetPasswordFormSchema}
      onSubmit={async (values, form) => {
        try {
          await resetPassword({
            variables: {
              input: {
                email: values.email.trim(),
                code: values.code.trim(),
                newPassword: values.newPassword,
              },
            },
          });
          const state: LoginState = { notice: 'passwordReset' };
          navigate('/login', { replace: true, state });
        } catch (error) {
          setServerError(errorText(error, FIELDS));
          form.setErrors(serverFieldErrors(error, FIELDS));
        }
      }}
    >
      {({ isSubmitting }) => (
        <AppForm
          id="reset"
          fields={FIELDS}
          genericIds={['fill_required_fields', 'fill_all_fields']}
          serverError={serverError}
          onAttempt={() => setServerError(undefined)}
          actions={
            <Button
              type="submit"
              block
              busy={isSubmitting}
              busyText={intl.formatMessage(t.resetting)}
            >
              {intl.formatMessage(t.resetPassword)}
            </Button>
          }
        >
          <h2 className="form__title">{intl.formatMessage(t.resetFormTitle)}</h2>
          <FormTextField
            name="email"
            type="email"
            label={intl.formatMessage(t.email)}
            autoComplete="email"
            inputMode="email"
          />
          <FormTextField
            name="code"
            label={intl.formatMessage(t.resetCode)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <FormTextField
            name="newPassword"
            password
            label={intl.formatMessage(t.newPassword)}
            autoComplete="new-password"
          />
          <FormTextField
            name="confirmPassword"
            password
            label={intl.formatMessage(t.confirmNewPassword)}
            autoComplete="new-password"
          />
        </AppForm>
      )}
    </Formik>
  );
}
