// The carers of a patient and the people a carer cares for (docs/family-carers.md). The
// patient changes what a carer may do, or takes the access back; either holds from the
// carer's next request, and the carer's open screens hear of it at once (carerAccess).
import {
  carerGrantsSchema,
  type CarerGrant,
  type CarerRelationship,
} from '#common/validation/carers';
import { AppError, validateInput } from '../../errors';
import { accessOf } from '../access/access-policy';
import { refuse } from '../access/refuse';
import { DISPLAY_NAME_SELECT, displayName } from '../accounts/display-name';
import type { ServiceContext, Viewing } from '../service-context';

type Named = { username: string; profile: { fullName: string | null } | null };

const named = { select: DISPLAY_NAME_SELECT };

type LinkRow = {
  id: string;
  patientId: string;
  relationship: CarerAccess['relationship'];
  grants: CarerGrant[];
  createdAt: Date;
};

export type CarerAccess = {
  id: string;
  carerName: string;
  relationship: CarerRelationship;
  grants: CarerGrant[];
  since: Date;
};

const carerAccessOf = (link: LinkRow & { carer: Named }): CarerAccess => ({
  id: link.id,
  carerName: displayName(link.carer),
  relationship: link.relationship,
  grants: link.grants,
  since: link.createdAt,
});

export const caredPersonOf = (link: LinkRow & { patient: Named }) => ({
  patientId: link.patientId,
  name: displayName(link.patient),
  relationship: link.relationship,
  grants: link.grants,
});

/** Tells the carer's open screens that their access to the patient changed. */
export function announceCarerAccess(
  ctx: Pick<ServiceContext, 'pubsub'>,
  carerId: string,
  patientId: string,
) {
  ctx.pubsub.publish('carerAccess', carerId, { patientId });
}

/** A patient's carers, for the patient or a doctor of their care team. */
export async function patientCarers(ctx: Viewing, input: { patientId?: string | null }) {
  const patientId = await accessOf(ctx).patient({ patientId: input.patientId });
  const links = await ctx.prisma.carerLink.findMany({
    where: { patientId },
    include: { carer: named },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return links.map(carerAccessOf);
}

/** The signed-in patient's carers. */
export function myCarers(ctx: Viewing) {
  return patientCarers(ctx, { patientId: accessOf(ctx).viewer('PATIENT').userId });
}

/** The people the signed-in carer cares for, by name. */
export async function caredPersons(ctx: Viewing) {
  const carerId = accessOf(ctx).viewer('CARER').userId;
  const links = await ctx.prisma.carerLink.findMany({
    where: { carerId },
    include: { patient: named },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return links.map(caredPersonOf);
}

type Changing = Viewing & Pick<ServiceContext, 'pubsub'>;

/** One of the signed-in patient's own carers' access; anyone else's is NOT_FOUND. */
async function ownCarerLink(ctx: Changing, id: string) {
  const patientId = accessOf(ctx).viewer('PATIENT').userId;
  const link = await ctx.prisma.carerLink.findFirst({ where: { id, patientId } });
  if (!link) throw refuse('outOfReach');
  return link;
}

export async function setCarerGrants(ctx: Changing, input: { id: string; grants: unknown }) {
  const { grants } = validateInput(carerGrantsSchema, { grants: input.grants });
  const link = await ownCarerLink(ctx, input.id);
  const updated = await ctx.prisma.carerLink.update({
    where: { id: link.id },
    data: { grants: [...new Set(grants as CarerGrant[])] },
    include: { carer: named },
  });
  announceCarerAccess(ctx, link.carerId, link.patientId);
  return carerAccessOf(updated);
}

/** Takes a carer's access back at once; their earlier acts stay in the audit trail. */
export async function revokeCarer(ctx: Changing, input: { id: string }) {
  const link = await ownCarerLink(ctx, input.id);
  const { count } = await ctx.prisma.carerLink.deleteMany({ where: { id: link.id } });
  if (!count) throw new AppError('NOT_FOUND');
  announceCarerAccess(ctx, link.carerId, link.patientId);
  return true;
}
