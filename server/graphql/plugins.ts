// Every GraphQL operation, over HTTP or graphql-ws, goes through these envelop plugins: the
// limits read before parsing, our error codes, the edge input rule, API keys' limits, the
// audit trail's naming, the size limits, and in production the hidden schema.
import type { Plugin } from 'graphql-yoga';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import type { AppConfig } from '../config/env';
import { codedErrorsPlugin } from './coded-errors';
import { parseLimitsPlugin } from './parse-limits';
import { storableInputPlugin } from './storable-input';
import { hideSchemaPlugin } from './hide-schema';
import { apiKeyPlugin } from './api-key-plugin';
import { auditPlugin } from './audit-plugin';

// Limits for any one operation: deep nesting and huge selections are refused before
// they run. The app's own queries stay under depth 6 and cost 150 (graphql-armor's
// count: objects 2, scalars 1, times 1.5 per level), so these leave ample headroom.
export const GRAPHQL_LIMITS = { maxDepth: 10, maxCost: 500, maxAliases: 15 };

export function graphqlPlugins(config: Pick<AppConfig, 'graphqlIntrospection'>): Plugin[] {
  return [
    parseLimitsPlugin,
    codedErrorsPlugin,
    storableInputPlugin,
    apiKeyPlugin,
    auditPlugin,
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost }),
    // graphql-armor leaves `__typename` aliases out of the count by default; they cost
    // the server as much as any other field, so every alias counts.
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, allowList: [] }),
    ...(config.graphqlIntrospection ? [] : [hideSchemaPlugin]),
  ];
}
