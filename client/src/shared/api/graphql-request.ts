// One GraphQL request over fetch, for what the first screens need (sign-in, the session
// check): they have nothing to cache, and Apollo's client would be most of their download.
// The build gives every document its text (client/vite/graphql-documents.ts), so no
// printer is needed either. Failures are Apollo's own CombinedGraphQLErrors, so
// readApiError reads both alike.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { languageStore } from '../../i18n/language-store';
import { sessionStore } from '../auth/session-store';
import { apiHeaders } from './api-headers';

type Result<TData> = { data?: TData | null; errors?: CombinedGraphQLErrors['errors'] };

export async function requestGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const query = document.loc?.source.body;
  if (!query)
    throw new Error('A document without its text: is the graphql-documents build plugin on?');
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...apiHeaders(sessionStore.getToken(), languageStore.get()),
    },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as Result<TData>;
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
  if (!result.data) throw new Error(`The API answered ${response.status} without data`);
  return result.data;
}
