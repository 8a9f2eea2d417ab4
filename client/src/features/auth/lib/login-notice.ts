/** Navigation state that /login understands: a line to show above the form. */
export type LoginNotice = { notice?: 'passwordReset' };
