import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { changePasswordFormSchema } from '#common/validation/accounts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { AppForm } from '../../../shared/forms/app-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { BackButton } from '../../../shared/ui/back-button';
import { Button } from '../../../shared/ui/button';
import { ChangePasswordMutation } from '../api/change-password';
import { useSignOut } from '../../../shared/auth/use-sign-out';
import { settingsTexts } from '../texts';
import '../settings.css';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSecurityPage() {
  const { t } = settingsTexts;
  const intl = useIntl();
  const { user } = useAuth();
  const errorText = useErrorText();
  const { signOut, busy: leaving } = useSignOut();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [serverError, setServerError] = useState<string>();
  const [updated, setUpdated] = useState(false);

  return (
    <section className="page page--narrow settings">
      <header className="page__header">
        <BackButton to={user?.role === 'doctor' ? '/doctor_settings' : '/settings'} />
        <h1 className="page__title">{intl.formatMessage(t.passwordSecurity)}</h1>
      </header>
      <div className="card">
        <Formik
          initialValues={EMPTY}
          validationSchema={changePasswordFormSchema}
          onSubmit={async (values, form) => {
            try {
              await changePassword({
                variables: {
                  input: {
                    currentPassword: values.currentPassword,
                    newPassword: values.newPassword,
                  },
                },
              });
              form.resetForm();
              setUpdated(true);
            } catch (error) {
              setServerError(errorText(error, FIELDS));
              form.setErrors(serverFieldErrors(error, FIELDS));
            }
          }}
        >
          {({ isSubmitting }) => (
            <AppForm
              id="change-password"
              fields={FIELDS}
              genericIds={['fill_all_fields']}
              serverError={serverError}
              success={updated ? intl.formatMessage(t.passwordUpdated) : undefined}
              onAttempt={() => {
                setServerError(undefined);
                setUpdated(false);
              }}
              actions={
                <Button
                  type="submit"
                  block
                  busy={isSubmitting}
                  busyText={intl.formatMessage(t.updating)}
                >
                  {intl.formatMessage(t.updatePassword)}
                </Button>
              }
            >
              <FormTextField
                name="currentPassword"
                password
                label={intl.formatMessage(t.currentPassword)}
                autoComplete="current-password"
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
                label={intl.formatMessage(t.confirmPassword)}
                autoComplete="new-password"
              />
            </AppForm>
          )}
        </Formik>
      </div>
      <p className="settings__aside">
        {intl.formatMessage(t.forgotCurrent)}{' '}
        <button
          type="button"
          className="link-button"
          disabled={leaving}
          onClick={() => void signOut('/forgotPassword')}
        >
          {intl.formatMessage(t.resetByEmail)}
        </button>
      </p>
    </section>
  );
}
