import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth-context';
import { SignOutMutation } from './sign-out-mutation';

/** Ends the session on the server (best effort), forgets it here, then opens `to`. */
export function useSignOut() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [revoke] = useMutation(SignOutMutation);
  const [busy, setBusy] = useState(false);

  const signOut = async (to = '/login') => {
    setBusy(true);
    try {
      await revoke();
    } catch {
      // an expired or unreachable session is signed out locally all the same
    }
    // Leave the signed-in page first, so its guard does not bounce the person through
    // /login: while the next page loads, the guard sees a pending navigation and waits.
    navigate(to, { replace: true });
    await auth.signOutLocally();
  };
  return { signOut, busy };
}
