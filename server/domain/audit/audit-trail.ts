// Reading the audit trail: the patient sees who else looked at their record; their care
// team sees the whole trail. Nobody can change it (no service here writes; the table's
// trigger refuses UPDATE and DELETE).
import { accessOf } from '../access/access-policy';
import type { Viewing } from '../service-context';

/** The newest entries shown or exported at once. */
export const TRAIL_LIMIT = 200;

export type AuditTrailEntry = {
  id: string;
  at: Date;
  patientId: string;
  actorId: string | null;
  actorRole: string | null;
  actorName: string | null;
  apiKeyId: string | null;
  apiKeyName: string | null;
  channel: string;
  action: string;
  change: boolean;
  requestId: string;
  allowed: boolean;
};

/**
 * A patient's trail, newest first. The patient's own entries are left out when the patient
 * reads it (they know what they did), unless `includeOwn` (the FHIR export).
 */
export async function patientAuditTrail(
  ctx: Viewing,
  input: { patientId?: string | null; includeOwn?: boolean },
): Promise<AuditTrailEntry[]> {
  const patientId = await accessOf(ctx).patient({ patientId: input.patientId });
  // what this and earlier requests recorded is written first, so the list is current
  await ctx.auditLog?.flush();
  const ownView = !input.includeOwn && ctx.viewer?.userId === patientId;
  const rows = await ctx.prisma.auditEvent.findMany({
    where: {
      patientId,
      ...(ownView ? { OR: [{ actorId: null }, { actorId: { not: patientId } }] } : {}),
    },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: TRAIL_LIMIT,
  });
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
  const keyIds = [...new Set(rows.flatMap((r) => (r.apiKeyId ? [r.apiKeyId] : [])))];
  const [actors, keys] = await Promise.all([
    actorIds.length
      ? ctx.prisma.user.findMany({
          where: { id: { in: actorIds } },
          select: { id: true, username: true, profile: { select: { fullName: true } } },
        })
      : [],
    keyIds.length
      ? ctx.prisma.authSession.findMany({
          where: { id: { in: keyIds } },
          select: { id: true, name: true },
        })
      : [],
  ]);
  const names = new Map(actors.map((a) => [a.id, a.profile?.fullName || a.username]));
  const keyNames = new Map(keys.map((k) => [k.id, k.name]));
  return rows.map((row) => ({
    ...row,
    actorName: row.actorId ? (names.get(row.actorId) ?? null) : null,
    apiKeyName: row.apiKeyId ? (keyNames.get(row.apiKeyId) ?? null) : null,
  }));
}
