import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { forgotPasswordSchema } from '#common/validation/accounts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { AppForm } from '../../../shared/forms/app-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { BackButton } from '../../../shared/ui/back-button';
import { Button } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { SupportLink } from '../../../shared/ui/support-link';
import { RequestPasswordResetMutation } from '../api/request-password-reset';
import { authTexts } from '../texts';

const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const { t } = authTexts;
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const [serverError, setServerError] = useState<string>();

  return (
    <section className="auth">
      <PageIntro
        title={intl.formatMessage(t.forgotTitle)}
        leading={<BackButton to="/login" label={intl.formatMessage(t.backToLogin)} />}
      >
        {intl.formatMessage(t.forgotSubtitle)}
      </PageIntro>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={async ({ email }, form) => {
          try {
            await requestReset({ variables: { email: email.trim() } });
            navigate(`/passwordLink?email=${encodeURIComponent(email.trim())}`);
          } catch (error) {
            setServerError(errorText(error, FIELDS));
            form.setErrors(serverFieldErrors(error, FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <AppForm
            id="forgot"
            fields={FIELDS}
            genericIds={['fill_required_fields']}
            serverError={serverError}
            onAttempt={() => setServerError(undefined)}
            actions={
              <Button
                type="submit"
                block
                busy={isSubmitting}
                busyText={intl.formatMessage(t.sending)}
              >
                {intl.formatMessage(t.sendResetLink)}
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
          </AppForm>
        )}
      </Formik>
      <p className="auth__switch">
        <Link to="/login">{intl.formatMessage(t.backToLogin)}</Link>
      </p>
      <p className="auth__help">
        {intl.formatMessage(t.needHelp, { link: <SupportLink key="support" /> })}
      </p>
    </section>
  );
}
