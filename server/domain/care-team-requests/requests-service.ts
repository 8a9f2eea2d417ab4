// Care-team requests. A doctor who scans a patient's invite QR asks the patient; a patient
// who opens a doctor's connect link asks the doctor. The one asked accepts or declines;
// only acceptance puts the patient on the doctor's care team. Each change is published to
// both people's topic after it is stored.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { refuse } from '../access/refuse';
import { AppError } from '../../errors';
import { requireViewer, type ServiceContext, type Viewing } from '../service-context';
import { createInvite, invitePath, readInvite, useInvite, type InviteKind } from './invite-tokens';

type Deps = Viewing & {
  pubsub: ServiceContext['pubsub'];
  config: { secret: string; appUrl: string };
};
type TokenInput = { token: unknown };

const person = {
  select: { id: true, username: true, profile: { select: { fullName: true, department: true } } },
};
export const requestInclude = { doctor: person, patient: person } as const;

function publish(
  deps: Pick<Deps, 'pubsub'>,
  request: { id: string; doctorId: string; patientId: string },
) {
  for (const userId of [request.doctorId, request.patientId])
    deps.pubsub.publish('careTeamRequests', userId, { requestId: request.id, userId });
}

/** The invite link for the viewer's own role: a patient's QR, or a doctor's connect link. */
export async function createInviteLink(deps: Deps) {
  const viewer = requireViewer(deps);
  // a carer invites nobody to a care team: the patient does (and invites carers elsewhere)
  if (viewer.role === 'CARER') throw refuse('wrongRole');
  const kind: InviteKind = viewer.role === 'PATIENT' ? 'patient_invite' : 'doctor_connect';
  const { token, expiresAt } = await createInvite(deps, kind, viewer.userId);
  return {
    token,
    expiresAt,
    url: `${deps.config.appUrl.replace(/\/$/, '')}${invitePath(kind, token)}`,
  };
}

async function alreadyLinked(prisma: PrismaClient, doctorId: string, patientId: string) {
  return !!(await prisma.careTeamLink.findUnique({
    where: { doctorId_patientId: { doctorId, patientId } },
  }));
}

/** A pending request between the two, or a new one (opening a link twice asks once). */
async function pendingRequest(
  deps: Deps,
  doctorId: string,
  patientId: string,
  direction: 'DOCTOR_TO_PATIENT' | 'PATIENT_TO_DOCTOR',
) {
  if (await alreadyLinked(deps.prisma, doctorId, patientId))
    throw new AppError('ALREADY_ON_CARE_TEAM');
  const existing = await deps.prisma.careTeamRequest.findFirst({
    where: { doctorId, patientId, direction, status: 'PENDING' },
    include: requestInclude,
  });
  if (existing) return existing;
  const request = await deps.prisma.careTeamRequest.create({
    data: { doctorId, patientId, direction },
    include: requestInclude,
  });
  publish(deps, request);
  return request;
}

/** The doctor scanned a patient's invite QR: the patient is asked. */
export async function requestFromPatientInvite(deps: Deps, { token }: TokenInput) {
  const doctorId = requireViewer(deps, 'DOCTOR').userId;
  const invite = await readInvite(deps, 'patient_invite', token);
  if (await alreadyLinked(deps.prisma, doctorId, invite.userId))
    throw new AppError('ALREADY_ON_CARE_TEAM');
  await useInvite(deps, 'patient_invite', token, doctorId);
  return pendingRequest(deps, doctorId, invite.userId, 'DOCTOR_TO_PATIENT');
}

/** Who sent a connect link, for the patient to see before asking (the link stays unused). */
export async function connectLinkDoctor(deps: Deps, { token }: TokenInput) {
  requireViewer(deps, 'PATIENT');
  const invite = await readInvite(deps, 'doctor_connect', token);
  return deps.prisma.user.findUniqueOrThrow({
    where: { id: invite.userId },
    select: person.select,
  });
}

/** The patient opened a doctor's connect link and asks to join: the doctor is asked. */
export async function requestFromConnectLink(deps: Deps, { token }: TokenInput) {
  const patientId = requireViewer(deps, 'PATIENT').userId;
  const invite = await readInvite(deps, 'doctor_connect', token);
  if (await alreadyLinked(deps.prisma, invite.userId, patientId))
    throw new AppError('ALREADY_ON_CARE_TEAM');
  await useInvite(deps, 'doctor_connect', token, patientId);
  return pendingRequest(deps, invite.userId, patientId, 'PATIENT_TO_DOCTOR');
}

/** Requests waiting for the viewer's answer, and the viewer's own waiting for the other's. */
export async function myCareTeamRequests(ctx: Viewing) {
  const viewer = requireViewer(ctx);
  const { prisma } = ctx;
  const mine =
    viewer.role === 'DOCTOR' ? { doctorId: viewer.userId } : { patientId: viewer.userId };
  const toMe = viewer.role === 'DOCTOR' ? 'PATIENT_TO_DOCTOR' : 'DOCTOR_TO_PATIENT';
  const requests = await prisma.careTeamRequest.findMany({
    where: { ...mine, status: 'PENDING' },
    include: requestInclude,
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: 100,
  });
  return {
    incoming: requests.filter((r) => r.direction === toMe),
    outgoing: requests.filter((r) => r.direction !== toMe),
  };
}

/** Only the one asked answers; accepting links the two, declining leaves them apart. */
export async function answerRequest(
  deps: Viewing & Pick<Deps, 'pubsub'>,
  input: { requestId: string; accept: boolean; now?: Date },
) {
  const { requestId: id, accept, now = new Date() } = input;
  const viewer = requireViewer(deps);
  const asked =
    viewer.role === 'DOCTOR'
      ? { doctorId: viewer.userId, direction: 'PATIENT_TO_DOCTOR' as const }
      : { patientId: viewer.userId, direction: 'DOCTOR_TO_PATIENT' as const };
  const request = await deps.prisma.careTeamRequest.findFirst({ where: { id, ...asked } });
  // someone else's request answers like a missing one
  if (!request) throw new AppError('NOT_FOUND');
  const answered = await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.careTeamRequest.updateMany({
      where: { id, status: 'PENDING' },
      data: { status: accept ? 'ACCEPTED' : 'DECLINED', decidedAt: now },
    });
    if (count && accept)
      await tx.careTeamLink.upsert({
        where: { doctorId_patientId: { doctorId: request.doctorId, patientId: request.patientId } },
        create: { doctorId: request.doctorId, patientId: request.patientId, createdAt: now },
        update: {},
      });
    return tx.careTeamRequest.findUniqueOrThrow({ where: { id }, include: requestInclude });
  });
  publish(deps, answered);
  return answered;
}

/** A request the viewer is one of the two people of; null for anyone else's. */
export async function visibleRequest(ctx: Viewing, { requestId }: { requestId: string }) {
  const viewer = requireViewer(ctx);
  return ctx.prisma.careTeamRequest.findFirst({
    where: { id: requestId, OR: [{ doctorId: viewer.userId }, { patientId: viewer.userId }] },
    include: requestInclude,
  });
}
