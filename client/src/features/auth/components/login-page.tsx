import { useState } from 'react';
import { Formik } from 'formik';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { requestGraphQL } from '../../../shared/api/graphql-request';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useAuth } from '../../../shared/auth/auth-context';
import { toStoredUser } from '../../../shared/auth/stored-user';
import { AppForm } from '../../../shared/forms/app-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import type { LoginState } from '../../../shared/paths';
import { startPathAfterSignIn } from '../lib/start-path';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { PageIntro } from '../../../shared/ui/page-intro';
import { adoptDisplayPreferences } from '../../../shared/preferences/display-preferences';
import { deviceId } from '../../../shared/auth/device-id';
import { SignInMutation } from '../api/sign-in';
import { authTexts } from '../texts';

const FIELDS = ['username', 'password'] as const;
const validate = lazySchema(() => import('#common/validation/accounts').then((m) => m.loginSchema));

export function LoginPage() {
  const { t } = authTexts;
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuth();
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string>();
  const { notice, from } = (location.state as LoginState | null) ?? {};

  return (
    <section className="auth">
      <PageIntro title={intl.formatMessage(t.loginTitle)}>
        {intl.formatMessage(t.loginSubtitle)}
      </PageIntro>
      {notice === 'passwordReset' && (
        <FormMessage tone="success">{intl.formatMessage(t.passwordWasReset)}</FormMessage>
      )}
      <Formik
        initialValues={{ username: '', password: '' }}
        validate={validate}
        onSubmit={async (values, form) => {
          try {
            // a plain request: the first screen does without Apollo (see routes.tsx)
            const input = {
              username: values.username.trim(),
              password: values.password,
              device: deviceId(),
            };
            const { accessToken, user } = (await requestGraphQL(SignInMutation, { input })).signIn;
            const stored = toStoredUser(user);
            await auth.signIn(accessToken, stored);
            adoptDisplayPreferences(user);
            // back to the page that asked for a sign-in, else where this person starts
            navigate(from ?? startPathAfterSignIn(stored.role, user.profile?.assessmentStep), {
              replace: true,
            });
          } catch (error) {
            setServerError(errorText(error, FIELDS));
            form.setErrors(serverFieldErrors(error, FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <AppForm
            id="login"
            fields={FIELDS}
            genericIds={['enter_username_password']}
            serverError={serverError}
            onAttempt={() => setServerError(undefined)}
            actions={
              <Button
                type="submit"
                block
                busy={isSubmitting}
                busyText={intl.formatMessage(t.loggingIn)}
              >
                {intl.formatMessage(t.logIn)}
              </Button>
            }
          >
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
              autoComplete="current-password"
            />
            <p className="form__aside">
              <Link to="/forgotPassword">{intl.formatMessage(t.forgotPasswordLink)}</Link>
            </p>
          </AppForm>
        )}
      </Formik>
      <p className="auth__switch">
        {intl.formatMessage(t.noAccount)}{' '}
        <Link to="/register">{intl.formatMessage(t.registerLink)}</Link>
      </p>
    </section>
  );
}
