// Every GraphQL error carries a code from common/error-codes.ts, so an integrator writes
// one handler: graphql-js's own errors (a syntax error, an unknown field, a variable of the
// wrong type) have none or Yoga's GRAPHQL_* ones, and graphql-armor's limits have none.
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ERROR_MESSAGES } from '#common/error-codes';

/** graphql-armor's refusals: "Query depth limit of 10 exceeded", "Aliases limit of 15 …". */
const ARMOR_LIMIT = /limit of \d+ exceeded/i;

const isOurCode = (code: unknown) =>
  typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

/**
 * Gives the error a code of ours when it has none. The error is changed in place, as Yoga
 * itself sets GRAPHQL_VALIDATION_FAILED: a new error object would make Yoga log the old one
 * as unexpected.
 */
export function withErrorCode(error: GraphQLError): GraphQLError {
  if (isOurCode(error.extensions.code)) return error;
  const code = ARMOR_LIMIT.test(error.message) ? 'QUERY_TOO_COMPLEX' : 'MALFORMED_REQUEST';
  (error.extensions as Record<string, unknown>).code = code;
  return error;
}

/** Validation errors are answered as a result, never thrown: they are coded here. */
export const codedErrorsPlugin: Plugin = {
  onValidate() {
    return ({ valid, result }) => {
      if (!valid) for (const error of result) withErrorCode(error);
    };
  },
};
