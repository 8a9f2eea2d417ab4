// The sign-up code screen's state: verifying the six digits (and starting over on a wrong
// code) and sending a new code, with the resend countdown the server keeps to.
import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { readApiError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { ResendRegistrationCodeMutation } from '../api/resend-registration-code';
import { VerifyRegistrationMutation } from '../api/verify-registration';
import { authTexts } from '../texts';
import { emptyDigits } from './otp-digits';
import { pendingSignup } from './pending-signup';
import { REDIRECT_DELAY_MS, RESEND_WAIT_SECONDS } from './timings';
import { useCountdown } from './use-countdown';
import { useDelayedNavigate } from '../../../shared/lib/use-delayed-navigate';

export function useOtpVerification({ username, email }: { username: string; email: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const navigateLater = useDelayedNavigate();
  const [verify] = useMutation(VerifyRegistrationMutation);
  const [resend] = useMutation(ResendRegistrationCodeMutation);
  const [digits, setDigits] = useState(emptyDigits);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [verified, setVerified] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);

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

  const resendCode = async () => {
    setError(undefined);
    setNotice(undefined);
    try {
      await resend({ variables: { input: { username, email } } });
      setNotice(intl.formatMessage(authTexts.t.codeResent));
      countdown.restart(RESEND_WAIT_SECONDS);
    } catch (failure) {
      setError(errorText(failure));
      const { code, values } = readApiError(failure);
      if (code === 'OTP_RESEND_TOO_SOON')
        countdown.restart(Number(values.seconds) || RESEND_WAIT_SECONDS);
    }
  };

  return {
    digits,
    setDigits,
    busy,
    error,
    notice,
    verified,
    firstBox,
    secondsLeft: countdown.secondsLeft,
    submit,
    resendCode,
  };
}
