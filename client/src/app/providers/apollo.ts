// The app's one Apollo client, wired to the session and language stores. It loads with
// the first page that uses it (see apollo-boundary.tsx), never on the sign-in screens.
import { languageStore } from '../../i18n/language-store';
import { createApolloClient } from '../../shared/api/apollo-client';
import { careForStore } from '../../shared/auth/care-for-store';
import { onForgetSessionData } from '../../shared/auth/session-data';
import { sessionStore } from '../../shared/auth/session-store';

export const apollo = createApolloClient({
  getToken: sessionStore.getToken,
  getLanguage: languageStore.get,
  onUnauthenticated: sessionStore.clear,
  getCareFor: careForStore.patientId,
  onCareForRefused: careForStore.notifyRefused,
});

// A new session must not see what the last one cached, and a live socket keeps the
// token and language it connected with: reconnect on change.
onForgetSessionData(async () => {
  await apollo.client.clearStore();
  apollo.socket.terminate();
});
languageStore.subscribe(() => apollo.socket.terminate());

// Live events sent while the socket was down are lost (new follow-up alerts, chat replies):
// after a reconnection, the screens read their data again.
apollo.socket.on('connected', (_socket, _payload, wasRetry) => {
  if (wasRetry) apollo.client.refetchQueries({ include: 'active' }).catch(() => undefined);
});

// A carer switched person (or lost the one selected): the socket reconnects with the new
// `careFor`, and nothing read for the previous person stays on screen.
let careFor = careForStore.patientId();
careForStore.subscribe(() => {
  const next = careForStore.patientId();
  if (next === careFor) return;
  careFor = next;
  apollo.socket.terminate();
  apollo.client.resetStore().catch(() => undefined);
});
