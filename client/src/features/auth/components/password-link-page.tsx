import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useErrorText } from '../../../shared/api/use-error-text';
import { BackButton } from '../../../shared/ui/back-button';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { PageIntro } from '../../../shared/ui/page-intro';
import { SupportLink } from '../../../shared/ui/support-link';
import { RequestPasswordResetMutation } from '../api/request-password-reset';
import { RESEND_WAIT_SECONDS } from '../lib/timings';
import { useCountdown } from '../lib/use-countdown';
import { authTexts } from '../texts';
import { ResetPasswordForm } from './reset-password-form';

export function PasswordLinkPage() {
  const { t } = authTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  const resend = async () => {
    setNotice(undefined);
    setError(undefined);
    try {
      await requestReset({ variables: { email } });
      setNotice(intl.formatMessage(t.emailResent));
      countdown.restart(RESEND_WAIT_SECONDS);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <section className="auth">
      <PageIntro
        title={intl.formatMessage(t.checkEmailTitle)}
        leading={<BackButton to="/forgotPassword" />}
      >
        {email
          ? intl.formatMessage(t.checkEmailBody, { email })
          : intl.formatMessage(t.checkEmailBodyNoEmail)}
      </PageIntro>
      <a className="btn btn--secondary btn--block" href="mailto:">
        <Icon name="mail" size={20} /> {intl.formatMessage(t.openMailApp)}
      </a>
      <ResetPasswordForm email={email} />
      <div className="auth__resend">
        <p>
          {intl.formatMessage(t.noEmail)}{' '}
          {email ? (
            <button
              type="button"
              className="link-button"
              disabled={countdown.secondsLeft > 0 || loading}
              onClick={resend}
            >
              {countdown.secondsLeft > 0
                ? intl.formatMessage(t.resendEmailIn, { seconds: countdown.secondsLeft })
                : intl.formatMessage(t.resendEmail)}
            </button>
          ) : (
            <Link to="/forgotPassword">{intl.formatMessage(t.resendEmail)}</Link>
          )}
        </p>
        <p className="muted">{intl.formatMessage(t.checkSpam)}</p>
        <FormMessage tone="success">{notice}</FormMessage>
        <FormMessage tone="error">{error}</FormMessage>
      </div>
      <p className="auth__switch">
        <Link to="/login">{intl.formatMessage(t.backToLogin)}</Link>
      </p>
      <p className="auth__help">
        {intl.formatMessage(t.needHelp, { link: <SupportLink key="support" /> })}
      </p>
    </section>
  );
}
