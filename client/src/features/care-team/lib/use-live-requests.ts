// The patient's care-team requests, kept live: a doctor's scan shows up at once.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { PatientCareTeamRequestsQuery } from '../api/my-requests';
import { PatientRequestUpdatedSubscription } from '../api/request-updated';

export function useLiveRequests() {
  const query = useQuery(PatientCareTeamRequestsQuery, { fetchPolicy: 'cache-and-network' });
  const { subscribeToMore, refetch } = query;
  useEffect(
    () =>
      subscribeToMore({
        document: PatientRequestUpdatedSubscription,
        // a request made or answered changes which list it belongs to: read both again
        updateQuery: () => {
          queueMicrotask(() => void refetch().catch(() => undefined));
          return undefined;
        },
      }),
    [subscribeToMore, refetch],
  );
  return query.data?.myCareTeamRequests;
}
