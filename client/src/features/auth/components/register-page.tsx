import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { registerFormSchema } from '#common/validation/accounts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { AppForm } from '../../../shared/forms/app-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { Button } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { RegisterMutation } from '../api/register';
import { pendingSignup } from '../lib/pending-signup';
import { REDIRECT_DELAY_MS } from '../lib/timings';
import { useDelayedNavigate } from '../../../shared/lib/use-delayed-navigate';
import { authTexts } from '../texts';

const FIELDS = ['email', 'accessCode', 'username', 'password', 'confirmPassword'] as const;
const EMPTY = { email: '', accessCode: '', username: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { t } = authTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const navigateLater = useDelayedNavigate();
  const [register] = useMutation(RegisterMutation);
  const [serverError, setServerError] = useState<string>();
  const [created, setCreated] = useState(false);
  // a family carer's invitation (/carer_invite/…) sends its token as the access code
  const [search] = useSearchParams();
  const invite = search.get('invite') ?? '';

  return (
    <section className="auth">
      <PageIntro title={intl.formatMessage(t.registerTitle)}>
        {intl.formatMessage(t.registerSubtitle)}
      </PageIntro>
      <Formik
        initialValues={{ ...EMPTY, accessCode: invite }}
        validationSchema={registerFormSchema}
        onSubmit={async (values, form) => {
          try {
            const { data } = await register({
              variables: {
                input: { ...values, email: values.email.trim(), username: values.username.trim() },
              },
            });
            const { email, username } = data!.register;
            pendingSignup.save(email, username);
            form.resetForm();
            setCreated(true);
            navigateLater('/otp', REDIRECT_DELAY_MS, { state: { email } });
          } catch (error) {
            setServerError(errorText(error, FIELDS));
            form.setErrors(serverFieldErrors(error, FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <AppForm
            id="register"
            fields={FIELDS}
            genericIds={['fill_all_fields']}
            serverError={serverError}
            success={created ? intl.formatMessage(t.accountCreated) : undefined}
            onAttempt={() => setServerError(undefined)}
            actions={
              <Button
                type="submit"
                block
                busy={isSubmitting}
                busyText={intl.formatMessage(t.creatingAccount)}
                disabled={created}
              >
                {intl.formatMessage(t.signUp)}
              </Button>
            }
          >
            <FormTextField
              name="email"
              type="email"
              label={intl.formatMessage(t.email)}
              autoComplete="email"
              inputMode="email"
            />
            <FormTextField
              name="accessCode"
              label={intl.formatMessage(t.accessCode)}
              autoComplete="off"
              autoCapitalize={invite ? 'none' : 'characters'}
              readOnly={Boolean(invite)}
            />
            <FormTextField
              name="username"
              label={intl.formatMessage(t.username)}
              autoComplete="username"
              autoCapitalize="none"
            />
            <FormTextField
              name="password"
              password
              label={intl.formatMessage(t.password)}
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
      <p className="auth__switch">
        {intl.formatMessage(t.haveAccount)}{' '}
        <Link to="/login">{intl.formatMessage(t.logInLink)}</Link>
      </p>
    </section>
  );
}
