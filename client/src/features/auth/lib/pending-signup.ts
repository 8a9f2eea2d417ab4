// Between sign-up and the code check, the spec keeps `email` and `username` locally.
const EMAIL_KEY = 'email';
const USERNAME_KEY = 'username';

export const pendingSignup = {
  save(email: string, username: string) {
    localStorage.setItem(EMAIL_KEY, email);
    localStorage.setItem(USERNAME_KEY, username);
  },
  read(): { email: string | null; username: string | null } {
    return { email: localStorage.getItem(EMAIL_KEY), username: localStorage.getItem(USERNAME_KEY) };
  },
  clear() {
    localStorage.removeItem(EMAIL_KEY);
    localStorage.removeItem(USERNAME_KEY);
  },
};
