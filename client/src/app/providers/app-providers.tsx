import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { AuthProvider } from '../../shared/auth/auth-provider';
import { apollo } from './apollo';
import { AppIntlProvider } from './intl-provider';

const reconnectSocket = () => apollo.socket.terminate();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apollo.client}>
      <AppIntlProvider>
        <AuthProvider onSessionChange={reconnectSocket}>{children}</AuthProvider>
      </AppIntlProvider>
    </ApolloProvider>
  );
}
