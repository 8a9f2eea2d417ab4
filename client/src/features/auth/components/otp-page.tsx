import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { readApiError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { BackButton } from '../../../shared/ui/back-button';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { PageIntro } from '../../../shared/ui/page-intro';
import { ResendRegistrationCodeMutation } from '../api/resend-registration-code';
import { VerifyRegistrationMutation } from '../api/verify-registration';
import { maskEmail } from '../lib/mask-email';
import { emptyDigits, isComplete } from '../lib/otp-digits';
import { pendingSignup } from '../lib/pending-signup';
import { REDIRECT_DELAY_MS, RESEND_WAIT_SECONDS } from '../lib/timings';
import { useCountdown } from '../lib/use-countdown';
import { useDelayedNavigate } from '../../../shared/lib/use-delayed-navigate';
import { authTexts } from '../texts';
import { OtpInput } from './otp-input';

export function OtpPage() {
  const { t } = authTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const navigateLater = useDelayedNavigate();
  const location = useLocation();
  const [account] = useState(() => {
    const stored = pendingSignup.read();
    return {
      email: (location.state as { email?: string } | null)?.email ?? stored.email,
      username: stored.username,
    };
  });
  const [verify] = useMutation(VerifyRegistrationMutation);
  const [resend] = useMutation(ResendRegistrationCodeMutation);
  const [digits, setDigits] = useState(emptyDigits);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [verified, setVerified] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);

  if (!account.email || !account.username) {
    return (
      <section className="auth">
        <PageIntro title={intl.formatMessage(t.otpTitle)} leading={<BackButton to="/register" />} />
        <FormMessage tone="error">{intl.formatMessage(t.otpMissingAccount)}</FormMessage>
        <Link className="btn btn--primary btn--block" to="/register">
          {intl.formatMessage(t.registerLink)}
        </Link>
      </section>
    );
  }
  const { email, username } = account;

  const submit = async (code: string) => {
    if (busy || verified) return;
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await verify({ variables: { input: { username, email, code } } });
      setVerified(true);
      pendingSignup.clear();
      navigateLater('/login', REDIRECT_DELAY_MS, { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      setDigits(emptyDigits());
      firstBox.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setError(undefined);
    setNotice(undefined);
    try {
      await resend({ variables: { input: { username, email } } });
      setNotice(intl.formatMessage(t.codeResent));
      countdown.restart(RESEND_WAIT_SECONDS);
    } catch (failure) {
      setError(errorText(failure));
      const { code, values } = readApiError(failure);
      if (code === 'OTP_RESEND_TOO_SOON')
        countdown.restart(Number(values.seconds) || RESEND_WAIT_SECONDS);
    }
  };

  return (
    <section className="auth">
      <PageIntro title={intl.formatMessage(t.otpTitle)} leading={<BackButton to="/register" />}>
        {intl.formatMessage(t.otpSubtitle, { email: maskEmail(email) })}
      </PageIntro>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isComplete(digits)) void submit(digits.join(''));
        }}
      >
        <OtpInput
          digits={digits}
          readOnly={busy || verified}
          invalid={Boolean(error)}
          describedBy={error ? 'otp-message' : undefined}
          firstRef={(input) => {
            firstBox.current = input;
          }}
          onChange={(next) => {
            setDigits(next);
            if (isComplete(next)) void submit(next.join(''));
          }}
        />
        <FormMessage id="otp-message" tone="error">
          {error}
        </FormMessage>
        <FormMessage tone="success">
          {verified ? intl.formatMessage(t.codeVerified) : notice}
        </FormMessage>
        <Button
          type="submit"
          block
          busy={busy}
          busyText={intl.formatMessage(t.verifying)}
          disabled={!isComplete(digits) || verified}
        >
          {intl.formatMessage(t.verify)}
        </Button>
      </form>
      <p className="auth__switch">
        {intl.formatMessage(t.noCode)}{' '}
        <button
          type="button"
          className="link-button"
          disabled={countdown.secondsLeft > 0 || verified}
          onClick={onResend}
        >
          {countdown.secondsLeft > 0
            ? intl.formatMessage(t.resendIn, { seconds: countdown.secondsLeft })
            : intl.formatMessage(t.resendCode)}
        </button>
      </p>
    </section>
  );
}
