import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AuthContext, type AuthStatus, type AuthValue } from './auth-context';
import { sessionStore } from './session-store';
import { toStoredUser } from './stored-user';
import { SessionUserQuery } from './me-query';

/** Checks a stored token once (`me`); the session store stays the source of truth. */
export function AuthProvider({ children, onSessionChange }: { children: ReactNode; onSessionChange?: () => void }) {
  const client = useApolloClient();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [checking, setChecking] = useState(() => Boolean(sessionStore.getToken()));

  useEffect(() => {
    if (!sessionStore.getToken()) return;
    let current = true;
    client
      .query({ query: SessionUserQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (current && data) sessionStore.updateUser(toStoredUser(data.me));
      })
      .catch(() => sessionStore.clear())
      .finally(() => current && setChecking(false));
    return () => {
      current = false;
    };
  }, [client]);

  const value = useMemo<AuthValue>(() => {
    const status: AuthStatus = checking ? 'loading' : session.token ? 'authenticated' : 'unauthenticated';
    return {
      status,
      user: session.user,
      async signIn(token, user) {
        await client.clearStore();
        sessionStore.save(token, user);
        onSessionChange?.();
      },
      async signOutLocally() {
        sessionStore.clear();
        await client.clearStore();
        onSessionChange?.();
      },
      updateUser: sessionStore.updateUser,
    };
  }, [checking, session, client, onSessionChange]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
