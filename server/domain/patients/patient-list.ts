// The doctor's patient list: their own care-team patients, filtered by name, cancer type
// and stage in the database and read a page at a time, so a panel of thousands stays
// fast. A page costs a fixed number of statements: the page, the count, and one per
// last-update kind.
import type { Prisma } from '../../generated/prisma/client.ts';
import { stageGroup } from '#common/patients/stages';
import { lastUpdates, type LastUpdate } from './last-updates';
import { accessOf } from '../access/access-policy';
import type { Viewing } from '../service-context';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
const MAX_SEARCH = 100;
// The filter panel offers 21 stages and as many cancer types; more values are not a real filter.
const MAX_FILTER_VALUES = 50;

export type PatientListFilter = {
  search?: string | null;
  cancerTypes?: readonly string[] | null;
  stages?: readonly string[] | null;
};

export type PatientSummary = {
  id: string;
  username: string;
  name: string | null;
  cancerType: string | null;
  stage: string | null;
  stageGroup: string;
  /** the status chip the doctor set; null: from the patient's treatment status */
  careStatus: string | null;
  lastUpdate: LastUpdate | null;
};

export const patientSummarySelect = {
  id: true,
  username: true,
  profile: { select: { fullName: true } },
  diagnosis: { select: { cancerType: true, stage: true, careStatus: true } },
} satisfies Prisma.UserSelect;

type SummaryRow = Prisma.UserGetPayload<{ select: typeof patientSummarySelect }>;

export function toSummary(row: SummaryRow, lastUpdate: LastUpdate | null = null): PatientSummary {
  return {
    id: row.id,
    username: row.username,
    name: row.profile?.fullName ?? null,
    cancerType: row.diagnosis?.cancerType ?? null,
    stage: row.diagnosis?.stage ?? null,
    stageGroup: stageGroup(row.diagnosis?.stage),
    careStatus: row.diagnosis?.careStatus ?? null,
    lastUpdate,
  };
}

export function patientWhere(filter: PatientListFilter): Prisma.UserWhereInput {
  const search = filter.search?.trim().slice(0, MAX_SEARCH);
  const cancerTypes = filter.cancerTypes?.slice(0, MAX_FILTER_VALUES) ?? [];
  const stages = filter.stages?.slice(0, MAX_FILTER_VALUES) ?? [];
  return {
    ...(search
      ? {
          OR: [
            { profile: { fullName: { contains: search, mode: 'insensitive' } } },
            { username: { contains: search, mode: 'insensitive' } },
          ],
        }
      : {}),
    ...(cancerTypes.length || stages.length
      ? {
          diagnosis: {
            ...(cancerTypes.length ? { cancerType: { in: [...cancerTypes] } } : {}),
            ...(stages.length ? { stage: { in: [...stages] } } : {}),
          },
        }
      : {}),
  };
}

/** The cursor is the offset of the next page, opaque to clients. */
export const encodeCursor = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');
export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^o(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : 0;
}

export const clampPageSize = (first: number | null | undefined) =>
  Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(first ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE));

/** The signed-in doctor's own care-team patients, filtered and paged on the server. */
export async function listDoctorPatients(
  ctx: Viewing,
  input: { filter?: PatientListFilter | null; first?: number | null; after?: string | null },
) {
  const access = accessOf(ctx);
  access.viewer('DOCTOR');
  const { prisma } = ctx;
  const filter = input.filter ?? {};
  const page = input;
  const take = clampPageSize(page.first);
  const skip = decodeCursor(page.after);
  const where: Prisma.CareTeamLinkWhereInput = {
    ...access.careTeamLinksWhere(),
    patient: patientWhere(filter),
  };
  const [links, totalCount] = await Promise.all([
    prisma.careTeamLink.findMany({
      where,
      select: { patient: { select: patientSummarySelect } },
      // by name, then by id so pages never overlap or skip someone with the same name
      orderBy: [{ patient: { profile: { fullName: 'asc' } } }, { patientId: 'asc' }],
      skip,
      take,
    }),
    prisma.careTeamLink.count({ where }),
  ]);
  const shown = links.map((link) => link.patient.id);
  access.listed(shown);
  const updates = await lastUpdates(prisma, shown);
  return {
    patients: links.map((link) => toSummary(link.patient, updates.get(link.patient.id) ?? null)),
    totalCount,
    nextCursor: skip + links.length < totalCount ? encodeCursor(skip + links.length) : null,
  };
}
