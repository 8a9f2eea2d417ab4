// The edge input rule (http/storable-text.ts) for GraphQL: variables and the string
// literals written in the document are checked before any resolver runs. As an envelop
// hook it covers HTTP and graphql-ws alike (both execute through Yoga's envelop).
import { Kind, visit, type ASTNode, type DocumentNode, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isStorableText, unstorableError, unstorablePaths } from '../http/storable-text';

const isNamedInput = (node: unknown): node is ASTNode & { name: { value: string } } =>
  !!node &&
  !Array.isArray(node) &&
  ((node as ASTNode).kind === Kind.ARGUMENT || (node as ASTNode).kind === Kind.OBJECT_FIELD);

/** `input.fullName` for `updateProfile(input: { fullName: "…" })`: argument and field names. */
function literalPaths(document: DocumentNode): string[] {
  const found: string[] = [];
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (isStorableText(node.value)) return;
      const names = [...ancestors, parent].filter(isNamedInput).map((named) => named.name.value);
      found.push(names.join('.') || '_');
    },
  });
  return found;
}

type Operation = {
  args: { document: DocumentNode; variableValues?: unknown };
  setResultAndStopExecution(result: { errors: GraphQLError[] }): void;
};

/**
 * Yoga's parser cache hands out the same document object for the same query text, so the
 * literals of a document are checked once, not on every request.
 */
const literalPathsOf = new WeakMap<DocumentNode, string[]>();
function cachedLiteralPaths(document: DocumentNode): string[] {
  let paths = literalPathsOf.get(document);
  if (!paths) literalPathsOf.set(document, (paths = literalPaths(document)));
  return paths;
}

function stopIfUnstorable({ args, setResultAndStopExecution }: Operation) {
  const error = unstorableError([
    ...unstorablePaths(args.variableValues ?? {}),
    ...cachedLiteralPaths(args.document),
  ]);
  if (error) setResultAndStopExecution({ errors: [error] });
}

export const storableInputPlugin: Plugin = {
  onExecute: stopIfUnstorable,
  onSubscribe: stopIfUnstorable,
};
