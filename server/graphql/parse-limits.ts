// Limits read before the parser runs. graphql-js parses recursively: a query nested a few
// thousand braces deep overflows the stack inside parse(), which answered INTERNAL with a
// stack trace in the log, before the depth limit (which needs a parsed document) could
// look. One pass of the lexer, which does not recurse, counts tokens and nesting first.
import { GraphQLError, Lexer, parse, Source, TokenKind } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The app's largest operation has under 600 tokens and nests under 15 deep (introspection
 * included), so these leave ample headroom and stay far below the parser's stack.
 */
export const PARSE_LIMITS = { maxTokens: 5000, maxNesting: 40 } as const;

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.PAREN_L, TokenKind.BRACKET_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.PAREN_R, TokenKind.BRACKET_R]);

const tooComplex = (what: string) =>
  new GraphQLError(`The operation is too large to read (${what}).`, {
    extensions: { code: 'QUERY_TOO_COMPLEX' },
  });

/** Throws QUERY_TOO_COMPLEX past either limit; a syntax error is left to the parser's message. */
export function checkParseLimits(source: string | Source) {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  let tokens = 0;
  let nesting = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    tokens += 1;
    if (tokens > PARSE_LIMITS.maxTokens) throw tooComplex(`over ${PARSE_LIMITS.maxTokens} tokens`);
    if (OPENING.has(token.kind)) nesting += 1;
    else if (CLOSING.has(token.kind)) nesting -= 1;
    if (nesting > PARSE_LIMITS.maxNesting)
      throw tooComplex(`nested over ${PARSE_LIMITS.maxNesting} deep`);
  }
}

/** Every GraphQL parse, over HTTP and graphql-ws, checks the limits first. */
export const parseLimitsPlugin: Plugin = {
  onParse({ setParseFn }) {
    setParseFn((source, options) => {
      checkParseLimits(source);
      return parse(source, { ...options, maxTokens: PARSE_LIMITS.maxTokens });
    });
  },
};
