// Names each GraphQL operation for the audit trail (domain/audit): the operation's name, or
// its root fields when it has none, and whether it changes something. The entries
// themselves are recorded where patient access is decided (domain/care-team.ts).
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context';

function nameOperation(args: {
  contextValue: unknown;
  document: DocumentNode;
  operationName?: string | null;
}) {
  const { audit } = args.contextValue as Partial<Context>;
  const operation = getOperationAST(args.document, args.operationName);
  if (!audit || !operation) return;
  const fields = operation.selectionSet.selections
    .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []))
    .join(',');
  audit.action = `${operation.operation} ${operation.name?.value ?? fields}`.slice(0, 200);
  audit.change = operation.operation === 'mutation';
  if (operation.operation === 'subscription') audit.channel = 'subscription';
}

export const auditPlugin: Plugin = {
  onExecute({ args }) {
    nameOperation(args);
  },
  onSubscribe({ args }) {
    nameOperation(args);
  },
};
