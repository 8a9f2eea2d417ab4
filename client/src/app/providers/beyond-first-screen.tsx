// The route element above every page beyond the first screens (routes.tsx loads it
// lazily): Apollo's client, cache and socket, and the rest of the messages, download
// with the first such page, never with the welcome and sign-in screens.
import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { languageStore } from '../../i18n/language-store';
import { needMessages } from '../../i18n/messages';
import { apollo } from './apollo';

await needMessages('rest', languageStore.get());

export function BeyondFirstScreen() {
  return (
    <ApolloProvider client={apollo.client}>
      <Outlet />
    </ApolloProvider>
  );
}
