// Only builds the builder; each schema/<domain>.ts registers its own types and fields.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { Context } from '../context';
import { AppError } from '../errors';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  AuthScopes: { loggedIn: boolean; patient: boolean; doctor: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, SimpleObjectsPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      loggedIn: !!context.viewer,
      patient: context.viewer?.role === 'PATIENT',
      doctor: context.viewer?.role === 'DOCTOR',
    }),
    unauthorizedError: (_parent, context) =>
      new AppError(context.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED'),
  },
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
