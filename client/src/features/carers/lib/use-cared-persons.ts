// The carer's people, kept current: read at start, again on every carerAccessChanged event
// and whenever a call for the selected person is refused (NOT_GRANTED, NOT_FOUND). Each
// answer updates the stored selection: its grants (the navigation and page guard follow),
// or its end when the person is no longer on the list (revoked).
import { useEffect } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { careForStore, type CareFor } from '../../../shared/auth/care-for-store';
import type { CaredPersonsQuery as Answer } from '../../../generated/graphql';
import { CaredPersonsQuery, CarerAccessChangedSubscription } from '../api/carer-access';

export type CaredPerson = Answer['caredPersons'][number];

export const toCareFor = (person: CaredPerson): CareFor => ({
  patientId: person.patientId,
  name: person.name,
  grants: [...person.grants],
});

/** The new selection after a fresh list (pure, for the tests): kept, updated or ended. */
export function reconcile(
  selection: CareFor | null,
  people: readonly CaredPerson[],
): { select: CareFor | null } | { ended: string } {
  if (!selection) return { select: people.length === 1 ? toCareFor(people[0]!) : null };
  const still = people.find((person) => person.patientId === selection.patientId);
  return still ? { select: toCareFor(still) } : { ended: selection.name };
}

export function useCaredPersons() {
  const query = useQuery(CaredPersonsQuery, {
    fetchPolicy: 'cache-and-network',
    context: { withoutCareFor: true },
  });
  const { refetch, data } = query;
  useSubscription(CarerAccessChangedSubscription, {
    onData: () => void refetch().catch(() => undefined),
  });
  useEffect(() => careForStore.onRefused(() => void refetch().catch(() => undefined)), [refetch]);
  useEffect(() => {
    if (!data) return;
    const next = reconcile(careForStore.getSnapshot().selection, data.caredPersons);
    if ('ended' in next) careForStore.end(next.ended);
    else careForStore.select(next.select);
  }, [data]);
  return query;
}
