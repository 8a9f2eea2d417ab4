// Sends one fuzzed call (REST, GraphQL over HTTP, or a graphql-ws subscription) as one
// of the test identities, and says what came back and what was wrong with it.
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { GraphqlOperation } from './graphql-operations';
import type { RestRequest } from './rest-requests';

export type Identity = 'anonymous' | 'junk' | 'patient' | 'otherPatient' | 'doctor' | 'otherDoctor';
export type Call =
  | { kind: 'rest'; as: Identity; request: RestRequest }
  | {
      kind: 'graphql';
      as: Identity;
      operation: GraphqlOperation;
      variables: Record<string, unknown>;
    };
export type Outcome = { refused: boolean; problems: string[]; status: number };

// Codes of an unexpected server error: ours (masked errors) and Yoga's own.
const INTERNAL_CODES = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR']);
// A subscription that neither fails nor sends within this time was accepted.
const SUBSCRIPTION_WAIT_MS = 60;

type GraphqlError = { message?: string; extensions?: { code?: string } };

const internalErrors = (errors: GraphqlError[] | undefined) =>
  (errors ?? [])
    .filter(
      (error) =>
        INTERNAL_CODES.has(error.extensions?.code ?? '') ||
        /^Unexpected error/.test(error.message ?? ''),
    )
    .map((error) => `GraphQL error ${JSON.stringify(error)}`);

export function createCallers(baseUrl: string, tokens: Record<Identity, string | undefined>) {
  const { subscription, close } = subscriptionCaller(baseUrl, tokens);

  const headersFor = (as: Identity, contentType?: string): Record<string, string> => ({
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(tokens[as] ? { authorization: `Bearer ${tokens[as]}` } : {}),
  });

  async function rest(as: Identity, request: RestRequest): Promise<Outcome> {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: headersFor(as, request.contentType),
      body: request.body,
    });
    await response.arrayBuffer();
    return {
      status: response.status,
      refused: response.status >= 400,
      problems: response.status >= 500 ? [`HTTP ${response.status}`] : [],
    };
  }

  async function graphqlHttp(
    as: Identity,
    operation: GraphqlOperation,
    variables: Record<string, unknown>,
  ): Promise<Outcome> {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: headersFor(as, 'application/json'),
      body: JSON.stringify({ query: operation.document, variables }),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { errors?: GraphqlError[] };
    const problems = [
      ...(response.status >= 500 ? [`HTTP ${response.status}`] : []),
      ...internalErrors(body.errors),
    ];
    return {
      status: response.status,
      refused: response.status >= 400 || !!body.errors?.length,
      problems,
    };
  }

  return {
    async send(call: Call): Promise<Outcome> {
      try {
        if (call.kind === 'rest') return await rest(call.as, call.request);
        if (call.operation.kind === 'subscription')
          return await subscription(call.as, call.operation, call.variables);
        return await graphqlHttp(call.as, call.operation, call.variables);
      } catch (error) {
        // no answer at all: the server died, dropped the connection, or sent no JSON
        return {
          status: 0,
          refused: true,
          problems: [`no usable answer: ${(error as Error).message}`],
        };
      }
    },
    close,
  };
}

/** Subscriptions over one graphql-ws connection per identity. */
function subscriptionCaller(baseUrl: string, tokens: Record<Identity, string | undefined>) {
  const sockets = new Map<Identity, Client>();

  function socketFor(as: Identity): Client {
    let client = sockets.get(as);
    if (!client) {
      client = createClient({
        url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: tokens[as] ? `Bearer ${tokens[as]}` : '' },
        retryAttempts: 0,
        lazyCloseTimeout: 60_000,
      });
      sockets.set(as, client);
    }
    return client;
  }

  function subscription(
    as: Identity,
    operation: GraphqlOperation,
    variables: Record<string, unknown>,
  ): Promise<Outcome> {
    return new Promise((resolve) => {
      let settled = false;
      let unsubscribe = () => {};
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        unsubscribe();
        resolve(outcome);
      };
      unsubscribe = socketFor(as).subscribe(
        { query: operation.document, variables },
        {
          next: (result) =>
            finish({
              status: 200,
              refused: !!result.errors?.length,
              problems: internalErrors(result.errors as GraphqlError[]),
            }),
          error: (error) => {
            if (Array.isArray(error))
              return finish({ status: 200, refused: true, problems: internalErrors(error) });
            const code = (error as { code?: number }).code;
            // graphql-ws closes with 4500 on an error inside the server, 1011 likewise
            finish({
              status: 200,
              refused: true,
              problems: code === 4500 || code === 1011 ? [`socket closed with ${code}`] : [],
            });
          },
          complete: () => finish({ status: 200, refused: false, problems: [] }),
        },
      );
      const timer = setTimeout(
        () => finish({ status: 200, refused: false, problems: [] }),
        SUBSCRIPTION_WAIT_MS,
      );
    });
  }

  return {
    subscription,
    async close() {
      await Promise.all([...sockets.values()].map((client) => client.dispose()));
    },
  };
}
