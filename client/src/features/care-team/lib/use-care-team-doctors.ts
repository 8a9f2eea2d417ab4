// The patient's care team as the server holds it, longest-standing doctor first (the
// primary one): the home page's card and the healthcare-provider page read the same list.
import { useQuery } from '@apollo/client/react';
import type { CareTeamQuery as CareTeamData } from '../../../generated/graphql';
import { CareTeamQuery } from '../api/care-team';

export type CareTeamDoctor = CareTeamData['careTeamDoctors'][number];

const since = (d: CareTeamDoctor) =>
  d.onCareTeamSince ? Date.parse(String(d.onCareTeamSince)) : Infinity;

export function useCareTeamDoctors() {
  const query = useQuery(CareTeamQuery, { fetchPolicy: 'cache-and-network' });
  const doctors = [...(query.data?.careTeamDoctors ?? [])].sort((a, b) => since(a) - since(b));
  return { ...query, doctors };
}
