// In production the schema is not handed to strangers: introspection (__schema, __type)
// is refused, and errors lose graphql-js's "Did you mean …?" hints, which would let a
// caller rebuild the schema field by field. __typename stays (clients rely on it).
// GRAPHQL_INTROSPECTION=true turns both back on (e.g. for a staging server's tooling).
//
// Written here rather than taken from graphql-armor's block-field-suggestions: that one
// only rewrites validation errors and misses "Did you mean the enum value …?" and the
// same hints in variable errors, which graphql-js reports while executing.
import { NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestions<T extends Error>(error: T): T {
  if (error.message.includes('Did you mean')) error.message = error.message.replace(SUGGESTION, '');
  return error;
}

function hideInResult({
  result,
  setResult,
}: {
  result: ExecutionResult;
  setResult(result: ExecutionResult): void;
}) {
  if (result.errors?.length)
    setResult({ ...result, errors: result.errors.map(withoutSuggestions) });
}

export const hideSchemaPlugin: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
    return ({ result, setResult }) => setResult(result.map(withoutSuggestions));
  },
  onExecute: () => ({
    onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, hideInResult),
  }),
  onSubscribe: () => ({
    onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, hideInResult),
  }),
};
