// One Apollo client: queries and mutations over HTTP, subscriptions (and a chat message
// while the socket is open) over graphql-ws, both carrying the bearer token and the app
// language (so e-mails and server texts match), and for a family carer the patient they
// act for (X-Care-For; `careFor` on the socket).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import type { Client } from 'graphql-ws';
import { apiHeaders } from './api-headers';
import { createLiveSocket, failedWhenSocketCloses } from './live-socket';

type Options = {
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called when the server no longer accepts the token that was sent. */
  onUnauthenticated: () => void;
  /** The patient a carer acts for, if any. */
  getCareFor: () => string | null;
  /** A carer's call for that patient was refused (access revoked or a grant removed). */
  onCareForRefused: () => void;
};

const CARE_FOR_REFUSALS = new Set(['NOT_GRANTED', 'NOT_FOUND']);

/**
 * Operations sent over the open socket rather than as HTTP requests: a chat message is the
 * app's hottest call, and a frame on the check-in's socket costs the server a fraction of a
 * request (ADR 0020). Only while the socket is up: a dropped one never delays a message.
 */
const OVER_OPEN_SOCKET = new Set(['SendCheckInMessage']);

export type AppApollo = { client: ApolloClient; socket: Client };

export function createApolloClient({
  getToken,
  getLanguage,
  onUnauthenticated,
  getCareFor,
  onCareForRefused,
}: Options): AppApollo {
  const headers = () => apiHeaders(getToken(), getLanguage());

  const httpLink = new HttpLink({ uri: '/graphql' });
  const headersLink = new SetContextLink((prev) => {
    const sent = headers();
    // what a carer asks about themselves (whom they care for) must not hang on a
    // selection the server may no longer accept
    if (prev.withoutCareFor) delete sent['x-care-for'];
    return { headers: { ...prev.headers, ...sent } };
  });
  const expiredSessionLink = new ErrorLink(({ error, operation }) => {
    const sentToken = Boolean(operation.getContext().headers?.authorization);
    if (
      sentToken &&
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
    ) {
      onUnauthenticated();
    }
  });
  // NOT_FOUND alone is common (an old link): only a call made for a cared-for person makes
  // it a hint that the access changed. A subscription carries the person in its socket's
  // connectionParams (a revoked one ends with NOT_FOUND at its next event).
  const careForRefusalLink = new ErrorLink(({ error, operation }) => {
    const forSomeone =
      operation.operationType === OperationTypeNode.SUBSCRIPTION
        ? getCareFor()
        : operation.getContext().headers?.['x-care-for'];
    if (
      forSomeone &&
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => CARE_FOR_REFUSALS.has(String(e.extensions?.code)))
    ) {
      onCareForRefused();
    }
  });

  // Read at every (re)connection, so a new sign-in, language or cared-for person is picked up.
  const live = createLiveSocket(() => {
    const careFor = getCareFor();
    return {
      authorization: headers().authorization,
      language: getLanguage(),
      ...(careFor ? { careFor } : {}),
    };
  });
  const socket = live.socket;
  const socketLink = new GraphQLWsLink(socket);

  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    ApolloLink.from([careForRefusalLink, socketLink]),
    ApolloLink.from([
      headersLink,
      expiredSessionLink,
      careForRefusalLink,
      ApolloLink.split(
        (operation) => live.isOpen() && OVER_OPEN_SOCKET.has(operation.operationName ?? ''),
        ApolloLink.from([failedWhenSocketCloses(socket), socketLink]),
        httpLink,
      ),
    ]),
  );

  const client = new ApolloClient({
    link,
    cache: new InMemoryCache({
      // The profile has no id of its own: it belongs to its user, and partial selections merge.
      typePolicies: {
        Profile: { keyFields: false, merge: true },
        // one per setting of the signed-in person: a change (or its optimistic answer)
        // updates the row in the settings list
        UserSetting: { keyFields: ['key'] },
      },
    }),
  });
  return { client, socket };
}
