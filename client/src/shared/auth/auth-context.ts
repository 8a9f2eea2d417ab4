import { createContext, useContext } from 'react';
import type { StoredUser } from './stored-user';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthValue = {
  status: AuthStatus;
  user: StoredUser | null;
  /** Keeps a new session (after sign-in) and forgets whatever the previous one cached. */
  signIn(token: string, user: StoredUser): Promise<void>;
  /** Forgets the session locally: token, user and cached data. */
  signOutLocally(): Promise<void>;
  updateUser(user: StoredUser): void;
};

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider>');
  return value;
}
