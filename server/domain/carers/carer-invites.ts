// A patient invites a family carer (docs/family-carers.md): a signed, single-use link that
// expires in 7 days (invite-tokens.ts), shown as a QR code and, if the patient gives an
// address, e-mailed. It carries what the patient chose: who the carer is to them and what
// they may do. A carer accepts it signed in (acceptCarerInvite) or signs up with it as the
// access code (registration.ts), and either way the link is made once.
import { carerInviteSchema, MAX_CARERS, type CarerGrant } from '#common/validation/carers';
import { AppError, validateInput } from '../../errors';
import { carerInviteMail } from '../../mail/templates';
import { accessOf } from '../access/access-policy';
import {
  CARER_INVITE_DAYS,
  createInvite,
  invitePath,
  readInvite,
  useInvite,
} from '../care-team-requests/invite-tokens';
import type { ServiceContext } from '../service-context';
import { DISPLAY_NAME_SELECT, displayName } from '../accounts/display-name';
import { announceCarerAccess, caredPersonOf } from './carer-links-service';
import { linkCarer, type CarerOffer } from './link-carer';

type Ctx = Pick<
  ServiceContext,
  'prisma' | 'viewer' | 'config' | 'mailer' | 'language' | 'pubsub' | 'audit' | 'auditLog'
>;

export async function inviteCarer(ctx: Ctx, rawInput: unknown) {
  const patientId = accessOf(ctx).viewer('PATIENT').userId;
  const input = validateInput(carerInviteSchema, rawInput);
  const carers = await ctx.prisma.carerLink.count({ where: { patientId } });
  if (carers >= MAX_CARERS)
    throw new AppError('VALIDATION_FAILED', { fields: { _: 'too_many_items' } });
  const offer: CarerOffer = {
    relationship: input.relationship,
    grants: [...new Set(input.grants)] as CarerGrant[],
  };
  const { token, expiresAt } = await createInvite(
    ctx,
    'carer_invite',
    patientId,
    new Date(),
    offer,
  );
  const path = invitePath('carer_invite', token);
  const email = input.email?.trim().toLowerCase();
  if (email) {
    const patient = await ctx.prisma.user.findUniqueOrThrow({
      where: { id: patientId },
      select: DISPLAY_NAME_SELECT,
    });
    const link = `${ctx.config.appUrl.replace(/\/$/, '')}${path}`;
    const mail = carerInviteMail(displayName(patient), link, CARER_INVITE_DAYS, ctx.language);
    await ctx.mailer.send({ to: email, ...mail });
  }
  return { token, path, expiresAt, emailedTo: email ?? null };
}

/** What a valid invitation offers, for anyone holding it to read before accepting. */
export async function previewCarerInvite(ctx: Pick<Ctx, 'prisma' | 'config'>, token: unknown) {
  const invite = await readInvite(ctx, 'carer_invite', token);
  const patient = await ctx.prisma.user.findUniqueOrThrow({
    where: { id: invite.userId },
    select: DISPLAY_NAME_SELECT,
  });
  const offer = invite.payload as CarerOffer;
  return { patientName: displayName(patient), ...offer, expiresAt: invite.expiresAt };
}

/** A signed-in carer accepts: the link is made (or, invited again, updated) once. */
export async function acceptCarerInvite(ctx: Ctx, token: unknown) {
  const carerId = accessOf(ctx).viewer('CARER').userId;
  const invite = await useInvite(ctx, 'carer_invite', token, carerId);
  await linkCarer(ctx.prisma, carerId, invite.userId, invite.payload as CarerOffer);
  announceCarerAccess(ctx, carerId, invite.userId);
  const link = await ctx.prisma.carerLink.findUniqueOrThrow({
    where: { carerId_patientId: { carerId, patientId: invite.userId } },
    include: { patient: { select: DISPLAY_NAME_SELECT } },
  });
  return caredPersonOf(link);
}
