// The doctor's patients for integrators, a page at a time in the order they joined the care
// team (new patients come last, so a sync can carry on from where it stopped). Keyset
// pages: the cursor holds the join time and patient id of the item to start after, so a
// page reads only its own rows and a patient who left the team does not break the cursor.
// The filter, the summary and the last updates are the patient list's (patient-list.ts).
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import { accessOf } from '../access/access-policy';
import type { Viewing } from '../service-context';
import { lastUpdates } from './last-updates';
import {
  patientSummarySelect,
  patientWhere,
  toSummary,
  type PatientListFilter,
  type PatientSummary,
} from './patient-list';

type Position = { joinedAt: Date; patientId: string };

const encode = ({ joinedAt, patientId }: Position) =>
  Buffer.from(`j${joinedAt.toISOString()}|${patientId}`).toString('base64url');

function decode(cursor: string, field: 'after' | 'before'): Position {
  const match = /^j(\d{4}-\d\d-\d\dT[\d:.]+Z)\|([\w-]{1,64})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  );
  const joinedAt = match ? new Date(match[1]) : null;
  if (!match || !joinedAt || Number.isNaN(joinedAt.getTime()))
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'invalid_choice' } });
  return { joinedAt, patientId: match[2] };
}

/** Links after (`gt`) or before (`lt`) a position in join order. */
const beyond = (at: Position, op: 'gt' | 'lt'): Prisma.CareTeamLinkWhereInput => ({
  OR: [
    { createdAt: { [op]: at.joinedAt } },
    { createdAt: at.joinedAt, patientId: { [op]: at.patientId } },
  ],
});

/**
 * One page of the signed-in doctor's own care-team patients. `limit` rows at most, in join
 * order, or in reverse when `inverted` (a page read backwards); each summary carries its
 * `cursor`.
 */
export async function careTeamPatientsPage(
  ctx: Viewing,
  input: {
    filter?: PatientListFilter | null;
    after?: string | null;
    before?: string | null;
    limit: number;
    inverted: boolean;
  },
): Promise<Array<PatientSummary & { cursor: string }>> {
  const access = accessOf(ctx);
  access.viewer('DOCTOR');
  const bounds = [
    ...(input.after ? [beyond(decode(input.after, 'after'), 'gt')] : []),
    ...(input.before ? [beyond(decode(input.before, 'before'), 'lt')] : []),
  ];
  const direction = input.inverted ? 'desc' : 'asc';
  const links = await ctx.prisma.careTeamLink.findMany({
    where: {
      ...access.careTeamLinksWhere(),
      patient: patientWhere(input.filter ?? {}),
      AND: bounds,
    },
    select: { createdAt: true, patient: { select: patientSummarySelect } },
    orderBy: [{ createdAt: direction }, { patientId: direction }],
    take: input.limit,
  });
  const shown = links.map((link) => link.patient.id);
  access.listed(shown);
  const updates = await lastUpdates(ctx.prisma, shown);
  return links.map((link) => ({
    ...toSummary(link.patient, updates.get(link.patient.id) ?? null),
    cursor: encode({ joinedAt: link.createdAt, patientId: link.patient.id }),
  }));
}
