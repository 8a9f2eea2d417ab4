// The spec's timings for the account screens.
/** Long enough to read the success line before the next screen replaces it. */
export const REDIRECT_DELAY_MS = 1500;
/** The server refuses a new code within 30 s of the last one (OTP_RESEND_TOO_SOON). */
export const RESEND_WAIT_SECONDS = 30;
