// The session kept in localStorage (`access_token`, `user`), observable by React and
// readable by the Apollo link. Never log the token.
import { parseStoredUser, type StoredUser } from './stored-user';

const TOKEN_KEY = 'access_token';
const USER_KEY = 'user';

export type Session = { token: string | null; user: StoredUser | null };

const listeners = new Set<() => void>();

function read(): Session {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    return { token, user: token ? parseStoredUser(localStorage.getItem(USER_KEY)) : null };
  } catch {
    return { token: null, user: null };
  }
}

let snapshot: Session = { token: null, user: null };

function write(next: Session) {
  try {
    if (next.token) localStorage.setItem(TOKEN_KEY, next.token);
    else localStorage.removeItem(TOKEN_KEY);
    if (next.user) localStorage.setItem(USER_KEY, JSON.stringify(next.user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // storage blocked: the session lasts for this page only
  }
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  init() {
    snapshot = read();
  },
  getSnapshot: () => snapshot,
  getToken: () => snapshot.token,
  save: (token: string, user: StoredUser) => write({ token, user }),
  updateUser: (user: StoredUser) => snapshot.token && write({ token: snapshot.token, user }),
  clear: () => (snapshot.token || snapshot.user) && write({ token: null, user: null }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
