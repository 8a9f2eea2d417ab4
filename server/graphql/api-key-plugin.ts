// GraphQL's side of the API-key rules (domain/accounts/api-key-guard.ts): a mutation made
// with a key is refused before it runs; queries and subscriptions are counted.
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { checkKeyRequest } from '../domain/accounts/api-key-guard';
import type { Context } from '../context';

function check(args: {
  contextValue: unknown;
  document: Parameters<typeof getOperationAST>[0];
  operationName?: string | null;
}) {
  const { viewer } = args.contextValue as Partial<Context>;
  if (!viewer?.readOnly) return;
  const operation = getOperationAST(args.document, args.operationName);
  checkKeyRequest(viewer, { writes: operation?.operation === 'mutation' });
}

export const apiKeyPlugin: Plugin = {
  onExecute({ args }) {
    check(args);
  },
  onSubscribe({ args }) {
    check(args);
  },
};
