// Opens the check-in a chat screen shows: the patient's unfinished one when it may be
// resumed (same language, a mode this screen handles), otherwise a new one.
import type { ApolloClient } from '@apollo/client';
import type { Language } from '#common/error-codes';
import type { CheckInSessionFieldsFragment } from '../../../generated/graphql';
import { ActiveCheckInQuery } from '../api/active-check-in';
import { StartCheckInMutation } from '../api/start-check-in';

export type OpenOptions = {
  resume: boolean;
  language: Language;
  inputMode: 'keyboard' | 'voice';
  mode: 'ai' | 'basic';
  canResume(session: CheckInSessionFieldsFragment): boolean;
};

export async function openCheckIn(
  client: ApolloClient,
  { resume, language, inputMode, mode, canResume }: OpenOptions,
): Promise<CheckInSessionFieldsFragment> {
  if (resume) {
    const { data } = await client.query({ query: ActiveCheckInQuery, fetchPolicy: 'network-only' });
    const active = data?.activeCheckIn;
    if (active && active.language === language && canResume(active)) return active;
  }
  const { data } = await client.mutate({
    mutation: StartCheckInMutation,
    variables: { input: { language, inputMode, mode } },
  });
  return data!.startCheckIn;
}
