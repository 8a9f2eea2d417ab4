// The app's one Apollo client, wired to the session and language stores.
import { languageStore } from '../../i18n/language-store';
import { createApolloClient } from '../../shared/api/apollo-client';
import { sessionStore } from '../../shared/auth/session-store';

export const apollo = createApolloClient({
  getToken: sessionStore.getToken,
  getLanguage: languageStore.get,
  onUnauthenticated: sessionStore.clear,
});

// A live socket keeps the token and language it connected with: reconnect on change.
languageStore.subscribe(() => apollo.socket.terminate());

// Live events sent while the socket was down are lost (new follow-up alerts, chat replies):
// after a reconnection, the screens read their data again.
apollo.socket.on('connected', (_socket, _payload, wasRetry) => {
  if (wasRetry) apollo.client.refetchQueries({ include: 'active' }).catch(() => undefined);
});
