// The safety banner's level for the check-in on screen: raised by an urgent reply, and
// looked up for a resumed check-in or one answered from another tab. It never steps down.
import { useCallback, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { SessionTriageQuery } from '../api/session-triage';
import { stronger, urgentOf, type UrgentLevel } from './urgent-level';

export function useUrgentBanner(client: ApolloClient) {
  const [urgent, setUrgent] = useState<UrgentLevel | null>(null);

  /** A resumed session, or one answered from another tab, keeps its safety banner. */
  const checkUrgent = useCallback(
    async (id: string) => {
      try {
        const { data } = await client.query({
          query: SessionTriageQuery,
          variables: { sessionId: id },
          fetchPolicy: 'network-only',
        });
        const triage = data?.triageForSession;
        if (triage && !triage.final)
          setUrgent((current) => stronger(current, urgentOf(triage.alertLevel)));
      } catch {
        // the banner is an extra; Florence's own reply already says what to do
      }
    },
    [client],
  );

  return { urgent, setUrgent, checkUrgent };
}
