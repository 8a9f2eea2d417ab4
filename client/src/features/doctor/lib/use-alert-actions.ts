// Acknowledge, resolve and override on follow-up items, wherever they are listed (the
// follow-ups page, a patient's Alerts tab). Each action names the version of the alert
// the doctor saw (raisedAt): it does not apply to an alert raised since.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { FollowUpFieldsFragment } from '../../../generated/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { AcknowledgeAlertMutation } from '../api/acknowledge-alert';
import { ResolveAlertMutation } from '../api/resolve-alert';

export function useAlertActions() {
  const errorText = useErrorText();
  const [acknowledge] = useMutation(AcknowledgeAlertMutation);
  const [resolve] = useMutation(ResolveAlertMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string>();
  const [overriding, setOverriding] = useState<FollowUpFieldsFragment | null>(null);

  const act =
    (run: (variables: { id: string; raisedAt: unknown }) => Promise<unknown>) =>
    async (alert: FollowUpFieldsFragment) => {
      setBusyId(alert.id);
      setActionError(undefined);
      try {
        await run({ id: alert.id, raisedAt: alert.raisedAt });
      } catch (failure) {
        setActionError(errorText(failure));
      } finally {
        setBusyId(null);
      }
    };

  return {
    actionError,
    overriding,
    closeOverride: () => setOverriding(null),
    handlers: {
      busyId,
      onAcknowledge: act((variables) => acknowledge({ variables })),
      onResolve: act((variables) => resolve({ variables })),
      onOverride: setOverriding,
    },
  };
}
