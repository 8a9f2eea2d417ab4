// Integrators' API keys (domain/accounts/api-keys.ts): a doctor makes, lists and revokes
// their own; a request made with a key reads as that doctor and never writes.
import { builder } from './builder';
import { createApiKey, myApiKeys, NEVER_EXPIRES, revokeApiKey } from '../domain/accounts/api-keys';

const ApiKeyStatus = builder.enumType('ApiKeyStatus', {
  description: 'Whether a key still works.',
  values: {
    ACTIVE: { description: 'works' },
    EXPIRED: { description: 'past its expiry: refused as UNAUTHENTICATED' },
    REVOKED: { description: 'revoked by its doctor (or a password change): refused' },
  } as const,
});

const ApiKeyRef = builder.prismaObject('AuthSession', {
  variant: 'ApiKey',
  description: 'A read-only key for a clinic’s system; its secret was shown once, when made.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the key’s id (not its secret): pass to revokeApiKey' }),
    name: t.string({
      description: 'what it is for, as the doctor named it',
      resolve: (key) => key.name ?? '',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it was made' }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'null for a key made without an expiry',
      resolve: (key) => (key.expiresAt >= NEVER_EXPIRES ? null : key.expiresAt),
    }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when it was revoked; null: not revoked',
    }),
    status: t.field({
      type: ApiKeyStatus,
      description: 'active, expired or revoked, now',
      resolve: (key) =>
        key.revokedAt ? 'REVOKED' : key.expiresAt <= new Date() ? 'EXPIRED' : 'ACTIVE',
    }),
  }),
});

const CreatedApiKey = builder
  .objectRef<{ secret: string; apiKey: object }>('CreatedApiKey')
  .implement({
    description: 'A new key: `secret` is shown this once and never again.',
    fields: (t) => ({
      secret: t.exposeString('secret', {
        description: 'send as `Authorization: Bearer <secret>`',
      }),
      apiKey: t.field({
        type: ApiKeyRef,
        description: 'the key as listed',
        resolve: (created) => created.apiKey as never,
      }),
    }),
  });

const ApiKeyInput = builder.inputType('ApiKeyInput', {
  description: 'A new API key.',
  fields: (t) => ({
    name: t.string({ description: 'the integration it is for, up to 60 characters' }),
    expiresOn: t.string({
      required: false,
      description: 'YYYY-MM-DD, after today and within two years; none for no expiry',
    }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.prismaField({
    type: [ApiKeyRef],
    description: 'The signed-in doctor’s API keys, newest first.',
    authScopes: { doctor: true },
    resolve: (query, _root, _args, ctx) => myApiKeys(ctx, query),
  }),
);

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKey,
    description: 'Makes a read-only key for the signed-in doctor’s care team.',
    authScopes: { doctor: true },
    args: { input: t.arg({ type: ApiKeyInput, description: 'its name and expiry' }) },
    resolve: (_root, { input }, ctx) =>
      createApiKey(ctx, { name: input.name, expiresOn: input.expiresOn ?? undefined }),
  }),
  revokeApiKey: t.prismaField({
    type: ApiKeyRef,
    description: 'Revokes one of the signed-in doctor’s keys at once, on every server.',
    authScopes: { doctor: true },
    args: { id: t.arg.id({ description: 'one of the doctor’s own keys' }) },
    resolve: (query, _root, args, ctx) => revokeApiKey(ctx, { id: String(args.id) }, query),
  }),
}));
