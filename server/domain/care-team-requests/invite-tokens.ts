// Signed, expiring, single-use invite tokens. A token is `<id>.<signature>`: the id names
// a stored row (its kind, who made it, when it expires, whether it was used), and the
// HMAC-SHA256 of the id under the app secret stops anyone from guessing or forging one.
// Using a token marks its row in one conditional update, so it works once only.
import crypto from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';

export type InviteKind = 'patient_invite' | 'doctor_connect' | 'carer_invite';

/** A QR shown on a patient's phone in the clinic is scanned within minutes. */
export const PATIENT_INVITE_MINUTES = 15;
/** A connect link is sent by message or e-mail and may wait a few days. */
export const DOCTOR_CONNECT_DAYS = 7;

/** A carer's invitation goes to a relative by e-mail or QR code; as long as a connect link. */
export const CARER_INVITE_DAYS = 7;

const lifetimeMs = (kind: InviteKind) =>
  kind === 'patient_invite'
    ? PATIENT_INVITE_MINUTES * 60_000
    : (kind === 'carer_invite' ? CARER_INVITE_DAYS : DOCTOR_CONNECT_DAYS) * 86_400_000;

const sign = (secret: string, id: string) =>
  crypto.createHmac('sha256', secret).update(`invite:${id}`).digest('base64url');

type Deps = { prisma: PrismaClient; config: { secret: string } };

export async function createInvite(
  deps: Deps,
  kind: InviteKind,
  userId: string,
  now = new Date(),
  payload?: object,
) {
  const id = crypto.randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimeMs(kind));
  await deps.prisma.inviteToken.create({
    data: { id, kind, userId, expiresAt, createdAt: now, payload },
  });
  return { token: `${id}.${sign(deps.config.secret, id)}`, expiresAt };
}

const TOKEN_PATTERN = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/;

/** Whether the text has the shape of a token (a sign-up's access code may be one). */
export const isInviteToken = (text: string) => TOKEN_PATTERN.test(text.trim());

/** The row id of a well-formed token with a valid signature, else null. */
function verifiedId(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return null;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
    ? match[1]
    : null;
}

/** A valid, unused, unexpired token of this kind (without using it), else INVITE_INVALID. */
export async function readInvite(deps: Deps, kind: InviteKind, token: unknown, now = new Date()) {
  const id = verifiedId(deps.config.secret, token);
  const row = id ? await deps.prisma.inviteToken.findUnique({ where: { id } }) : null;
  if (!row || row.kind !== kind || row.usedAt || row.expiresAt <= now)
    throw new AppError('INVITE_INVALID');
  return row;
}

/** Uses the token once: a second use, even at the same moment, is INVITE_INVALID. */
export async function useInvite(
  deps: Deps,
  kind: InviteKind,
  token: unknown,
  usedById: string,
  now = new Date(),
) {
  const row = await readInvite(deps, kind, token, now);
  const { count } = await deps.prisma.inviteToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now, usedById },
  });
  if (!count) throw new AppError('INVITE_INVALID');
  return row;
}

const INVITE_PATHS: Record<InviteKind, string> = {
  patient_invite: '/patient_invite',
  doctor_connect: '/connect',
  carer_invite: '/carer_invite',
};

/** The link's path: a patient's invite is opened by a doctor, a doctor's by a patient. */
export const invitePath = (kind: InviteKind, token: string) =>
  `${INVITE_PATHS[kind]}/${encodeURIComponent(token)}`;
