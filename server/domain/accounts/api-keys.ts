// Integrators' API keys: a doctor's read-only credential for their clinic's system. A key
// is a bearer token like a sign-in (stored only as its SHA-256, checked by the same
// resolveSession, revoked at once on every instance); it reads what its doctor may read
// (their care team's patients) and never writes (graphql/read-only-keys.ts, the REST
// router). It is shown once, when made. A password change or reset revokes the doctor's
// keys with their sessions: whoever knew the old password may have made one.
import crypto from 'node:crypto';
import { apiKeySchema } from '#common/validation/api-keys';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError, validateInput } from '../../errors';
import { requireViewer, type ServiceContext } from '../service-context';
import { addDays, clinicInstant, localDay } from '../wellness/clinic-days';
import { announceRevoked, hashToken, type SessionDeps } from './sessions';

/** Recognisable in logs and secret scanners, unlike a sign-in token. */
export const API_KEY_PREFIX = 'fck_';
/** Enough for any one clinic; a leaked list of keys stays short. */
export const MAX_ACTIVE_KEYS = 20;
/** A key made without an expiry. */
const NO_EXPIRY = new Date('9999-12-31T00:00:00Z');

type Ctx = SessionDeps & Pick<ServiceContext, 'viewer'>;
type KeySelection = { include?: Prisma.AuthSessionInclude; select?: Prisma.AuthSessionSelect };

/** Only a doctor signed in as a person manages keys (a key cannot make another). */
function requireDoctorInPerson(ctx: Pick<ServiceContext, 'viewer'>) {
  const doctor = requireViewer(ctx, 'DOCTOR');
  if (doctor.readOnly) throw new AppError('API_KEY_READ_ONLY');
  return doctor;
}

const activeKeys = (userId: string, now: Date) =>
  ({
    userId,
    kind: 'API_KEY',
    revokedAt: null,
    expiresAt: { gt: now },
  }) satisfies Prisma.AuthSessionWhereInput;

/** Makes a key; its secret is in the answer and nowhere else. */
export async function createApiKey(
  ctx: Ctx,
  rawInput: unknown,
  selection: KeySelection = {},
  now = new Date(),
) {
  const doctor = requireDoctorInPerson(ctx);
  const input = validateInput(apiKeySchema(localDay(now)), rawInput ?? {});
  if (
    (await ctx.prisma.authSession.count({ where: activeKeys(doctor.userId, now) })) >=
    MAX_ACTIVE_KEYS
  )
    throw new AppError('VALIDATION_FAILED', { fields: { name: 'api_key_limit' } });
  const secret = API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
  const apiKey = await ctx.prisma.authSession.create({
    ...selection,
    data: {
      userId: doctor.userId,
      kind: 'API_KEY',
      name: input.name,
      tokenHash: hashToken(secret),
      // the end of the chosen day in the clinic's time zone
      expiresAt: input.expiresOn ? clinicInstant(addDays(input.expiresOn, 1)) : NO_EXPIRY,
    },
  });
  return { secret, apiKey };
}

/** The doctor's keys, newest first, revoked and expired ones included (marked as such). */
export function myApiKeys(ctx: Ctx, selection: KeySelection = {}) {
  const doctor = requireDoctorInPerson(ctx);
  return ctx.prisma.authSession.findMany({
    ...selection,
    where: { userId: doctor.userId, kind: 'API_KEY' },
    orderBy: { createdAt: 'desc' },
    take: 100,
  });
}

/** Revokes one of the doctor's own keys, here and on every instance; another's is NOT_FOUND. */
export async function revokeApiKey(ctx: Ctx, input: { id: string }, selection: KeySelection = {}) {
  const doctor = requireDoctorInPerson(ctx);
  const where = { id: input.id, userId: doctor.userId, kind: 'API_KEY' } as const;
  const { count } = await ctx.prisma.authSession.updateMany({
    where: { ...where, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  const key = await ctx.prisma.authSession.findFirst({ ...selection, where });
  if (!key) throw new AppError('NOT_FOUND');
  if (count) await announceRevoked(ctx, { userId: doctor.userId, sessionId: input.id });
  return key;
}

/** Where an API key may be, for the GraphQL type. */
export const NEVER_EXPIRES = NO_EXPIRY;
