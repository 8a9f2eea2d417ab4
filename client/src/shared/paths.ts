// Paths that more than one feature links to.
export const assessmentPath = (step: number) => `/assessment${String(step).padStart(2, '0')}`;

/** Navigation state /login understands: a line to show, and the page to return to. */
export type LoginState = { notice?: 'passwordReset'; from?: string };
