import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useOutcome } from '../../../../shared/api/use-outcome';
import { Button } from '../../../../shared/ui/button';
import { FormMessage } from '../../../../shared/ui/form-message';
import { Icon } from '../../../../shared/ui/icon';
import { DoctorAnswerRequestMutation } from '../api/doctor-answer-request';
import { DoctorCareTeamRequestsQuery } from '../api/doctor-requests';
import { DoctorRequestUpdatedSubscription } from '../api/doctor-request-updated';
import { doctorCareTeamTexts } from '../texts';
import { ConnectLinkDialog } from './connect-link-dialog';

/**
 * Patients asking to join (accept or decline here) and the doctor's own requests waiting
 * for a patient; live, so a patient's answer shows at once. Inviting makes a connect link.
 */
export function PendingRequests() {
  const { t } = doctorCareTeamTexts;
  const intl = useIntl();
  const { data, subscribeToMore, refetch } = useQuery(DoctorCareTeamRequestsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [answer] = useMutation(DoctorAnswerRequestMutation, {
    refetchQueries: ['DoctorCareTeamRequests', 'DoctorHome'],
  });
  const [inviting, setInviting] = useState(false);
  const { outcome: result, run } = useOutcome();
  useEffect(
    () =>
      subscribeToMore({
        document: DoctorRequestUpdatedSubscription,
        updateQuery: () => {
          queueMicrotask(() => void refetch().catch(() => undefined));
          return undefined;
        },
      }),
    [subscribeToMore, refetch],
  );
  const incoming = data?.myCareTeamRequests.incoming ?? [];
  const outgoing = data?.myCareTeamRequests.outgoing ?? [];
  const reply = (id: string, accept: boolean, name: string) =>
    run(
      () => answer({ variables: { id, accept } }),
      () => intl.formatMessage(accept ? t.accepted : t.declined, { name }),
    );
  return (
    <section aria-labelledby="pending-title" id="pending-requests">
      <div className="section-head">
        <h2 id="pending-title" className="section-title">
          {intl.formatMessage(t.pendingTitle)}
        </h2>
        <Button variant="ghost" onClick={() => setInviting(true)}>
          <Icon name="link" size={20} /> {intl.formatMessage(t.invitePatient)}
        </Button>
      </div>
      {incoming.length + outgoing.length === 0 ? (
        <p className="muted">{intl.formatMessage(t.noPending)}</p>
      ) : (
        <ul className="request-list">
          {incoming.map((request) => (
            <li key={request.id} className="card request">
              <p>{intl.formatMessage(t.asksToJoin, { name: request.patient.name })}</p>
              <div className="request__actions">
                <Button onClick={() => void reply(request.id, true, request.patient.name)}>
                  {intl.formatMessage(t.accept)}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void reply(request.id, false, request.patient.name)}
                >
                  {intl.formatMessage(t.decline)}
                </Button>
              </div>
            </li>
          ))}
          {outgoing.map((request) => (
            <li key={request.id} className="card request request--waiting">
              <p className="muted">
                {intl.formatMessage(t.waitingFor, { name: request.patient.name })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <FormMessage tone={result?.tone ?? 'success'}>{result?.text}</FormMessage>
      <ConnectLinkDialog open={inviting} onClose={() => setInviting(false)} />
    </section>
  );
}
