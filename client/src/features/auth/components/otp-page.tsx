import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { validationDescriptor } from '../../../i18n/server-texts';
import { BackButton } from '../../../shared/ui/back-button';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { PageIntro } from '../../../shared/ui/page-intro';
import { maskEmail } from '../lib/mask-email';
import { isComplete } from '../lib/otp-digits';
import { pendingSignup } from '../lib/pending-signup';
import { useOtpVerification } from '../lib/use-otp-verification';
import { authTexts } from '../texts';
import { OtpInput } from './otp-input';

export function OtpPage() {
  const location = useLocation();
  const [account] = useState(() => {
    const stored = pendingSignup.read();
    return {
      email: (location.state as { email?: string } | null)?.email ?? stored.email,
      username: stored.username,
    };
  });
  if (!account.email || !account.username) return <MissingAccount />;
  return <OtpForm email={account.email} username={account.username} />;
}

/** Reached without a sign-up in progress: back to registration. */
function MissingAccount() {
  const { t } = authTexts;
  const intl = useIntl();
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

function OtpForm({ email, username }: { email: string; username: string }) {
  const { t } = authTexts;
  const intl = useIntl();
  const otp = useOtpVerification({ username, email });
  const { digits, busy, verified } = otp;
  // Verify is never greyed out: pressed before six digits, it says so (over the last
  // attempt's answer, which is about a code no longer in the boxes).
  const [incomplete, setIncomplete] = useState(false);
  const error = incomplete
    ? intl.formatMessage(validationDescriptor(intl, 'otp_six_digits'))
    : otp.error;
  // The code is what this page is for: typing straight away fills the first box.
  const { firstBox } = otp;
  useEffect(() => firstBox.current?.focus(), [firstBox]);

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
          if (isComplete(digits)) void otp.submit(digits.join(''));
          else setIncomplete(true);
        }}
      >
        <OtpInput
          digits={digits}
          readOnly={busy || verified}
          invalid={Boolean(error)}
          describedBy={error ? 'otp-message' : undefined}
          firstRef={(input) => {
            otp.firstBox.current = input;
          }}
          onChange={(next) => {
            setIncomplete(false);
            otp.setDigits(next);
            if (isComplete(next)) void otp.submit(next.join(''));
          }}
        />
        <FormMessage id="otp-message" tone="error">
          {error}
        </FormMessage>
        <FormMessage tone="success">
          {verified ? intl.formatMessage(t.codeVerified) : otp.notice}
        </FormMessage>
        <Button
          type="submit"
          block
          busy={busy}
          busyText={intl.formatMessage(t.verifying)}
          disabled={verified}
        >
          {intl.formatMessage(t.verify)}
        </Button>
      </form>
      <p className="auth__switch">
        {intl.formatMessage(t.noCode)}{' '}
        <button
          type="button"
          className="link-button"
          disabled={otp.secondsLeft > 0 || verified}
          onClick={otp.resendCode}
        >
          {otp.secondsLeft > 0
            ? intl.formatMessage(t.resendIn, { seconds: otp.secondsLeft })
            : intl.formatMessage(t.resendCode)}
        </button>
      </p>
    </section>
  );
}
