import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  adoptDisplayPreferences,
  syncDisplayPreferences,
} from '../preferences/display-preferences';
import { NETWORK_ERROR, readApiError } from '../api/api-error';
import { requestGraphQL } from '../api/graphql-request';
import { AuthContext, type AuthStatus, type AuthValue } from './auth-context';
import { forgetSessionData } from './session-data';
import { sessionStore } from './session-store';
import { toStoredUser } from './stored-user';
import { SessionUserQuery } from './me-query';

/** Checks a stored token once (`me`); the session store stays the source of truth. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [checking, setChecking] = useState(() => Boolean(sessionStore.getToken()));

  useEffect(() => syncDisplayPreferences(), []);

  useEffect(() => {
    if (!sessionStore.getToken()) return;
    let current = true;
    requestGraphQL(SessionUserQuery)
      .then((data) => {
        if (!current) return;
        sessionStore.updateUser(toStoredUser(data.me));
        adoptDisplayPreferences(data.me);
      })
      // The server said no: signed out. Not reached (offline, the app opened from the
      // service worker's cache): the session stays, and the shell says it is offline.
      .catch((error) => {
        if (readApiError(error).code !== NETWORK_ERROR) sessionStore.clear();
      })
      .finally(() => current && setChecking(false));
    return () => {
      current = false;
    };
  }, []);

  const value = useMemo<AuthValue>(() => {
    const status: AuthStatus = checking
      ? 'loading'
      : session.token
        ? 'authenticated'
        : 'unauthenticated';
    return {
      status,
      user: session.user,
      async signIn(token, user) {
        await forgetSessionData();
        sessionStore.save(token, user);
      },
      async signOutLocally() {
        sessionStore.clear();
        await forgetSessionData();
      },
      updateUser: sessionStore.updateUser,
    };
  }, [checking, session]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
