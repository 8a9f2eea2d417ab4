// Only builds the builder; each schema/<domain>.ts registers its own types and fields.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { Context } from '../context';
import { scopeRefusal, viewerScopes } from '../domain/access/access-policy';
import { AppError } from '../errors';

/**
 * Relay connections page the lists that grow (alerts, check-ins, triage results, patients)
 * for integrators. No `node`/`nodes` root fields: every read goes through a field whose
 * service checks the viewer, and a global lookup would be a second way in.
 */
const RELAY_OPTIONS = {
  nodeQueryOptions: false,
  nodesQueryOptions: false,
  pageInfoTypeOptions: { description: 'Where a page of a connection lies in the whole list.' },
  hasNextPageFieldOptions: { description: 'more items follow: ask with `after: endCursor`' },
  hasPreviousPageFieldOptions: { description: 'items come before: ask with `before: startCursor`' },
  startCursorFieldOptions: { description: 'the first item’s cursor (opaque)' },
  endCursorFieldOptions: {
    description: 'the last item’s cursor: pass it as `after` for the next page',
  },
  edgesFieldOptions: { description: 'this page’s items, in the connection’s order' },
  pageInfoFieldOptions: { description: 'how to ask for the pages around this one' },
  cursorFieldOptions: { description: 'this item’s position (opaque; keep it only to page on)' },
  nodeFieldOptions: { description: 'the item' },
  firstArgOptions: { description: 'page size going forward: default 20, at most 100' },
  afterArgOptions: { description: 'the endCursor of the page before; absent: from the start' },
  lastArgOptions: { description: 'page size going backward (with `before`): at most 100' },
  beforeArgOptions: { description: 'the startCursor of the page after, to page backward' },
} as const;

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  AuthScopes: { loggedIn: boolean; patient: boolean; doctor: boolean; carer: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, SimpleObjectsPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authorizeOnSubscribe: true,
    // The access policy decides; the schema only declares which viewers an operation is for.
    authScopes: (context) => viewerScopes(context.viewer),
    unauthorizedError: (_parent, context) => scopeRefusal(context.viewer),
  },
  relay: RELAY_OPTIONS,
  prisma: {
    // The client comes from the context, so every server instance (and test) has its own.
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

// What every integrator needs to know once, so the fields below need not repeat it.
builder.queryType({
  description:
    'Reads. Send a session token or a doctor’s read-only API key as `Authorization: Bearer …`; ' +
    'each read checks who asks (a patient reads their own data, a doctor or their key only ' +
    'their care team’s patients). Texts come in the request’s language: any Chinese ' +
    '`Accept-Language` gives Traditional Chinese (zh-HK), anything else English.',
});
builder.mutationType({
  description: 'Changes, for signed-in people; a request made with an API key may call none.',
});

builder.subscriptionType({
  description:
    'Live events over graphql-ws on /graphql (the token goes in connectionParams as ' +
    '`authorization`, the language as `language`). Each event is checked again against ' +
    'the subscriber; the subscription ends with UNAUTHENTICATED once the session or key ' +
    'is revoked.',
});

builder.scalarType('DateTime', {
  description:
    'An instant as an ISO 8601 string in UTC with milliseconds (2026-11-23T01:30:00.000Z); ' +
    'days and times of the clinic’s calendar are Hong Kong time and come as separate strings.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED');
    return date;
  },
});
