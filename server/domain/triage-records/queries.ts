// Reading a patient's triage results. Each read checks that the viewer may see the
// patient (care-team.ts) before it reads.
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import { accessOf, type PatientRef } from '../access/access-policy';
import { checkedPage, type Page } from '../connection-page';
import type { Viewing } from '../service-context';
import {
  SYMPTOM_NAMES,
  assessmentForReader,
  type Language,
  type SymptomKey,
  type TriageAssessment,
} from '../triage';
import { computeInsights } from './insights';

/** The engine's assessment as stored in the record's JSON column. */
export const storedResult = (record: { result: unknown }) => record.result as TriageAssessment;

/**
 * The stored assessment as its reader reads it: in the request's language, in plain words
 * for a patient and in clinical words for a doctor (triage/reading.ts).
 */
export const readableResult = (
  record: { result: unknown },
  ctx: Pick<Viewing, 'viewer'> & { language: Language },
) =>
  assessmentForReader(storedResult(record), {
    language: ctx.language,
    audience: ctx.viewer?.role === 'DOCTOR' ? 'clinician' : 'patient',
  });

export const DEFAULT_HISTORY_LIMIT = 10;
export const MAX_HISTORY_LIMIT = 100;

export function clampHistoryLimit(limit: number | null | undefined): number {
  if (limit == null || !Number.isFinite(limit)) return DEFAULT_HISTORY_LIMIT;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_HISTORY_LIMIT);
}

// `selection` is the GraphQL selection (Pothos' Prisma plugin), so relations load in one query.
type Selection = {
  include?: Prisma.TriageAssessmentInclude;
  select?: Prisma.TriageAssessmentSelect;
};

/** The patient's latest assessment, final or made during a check-in. */
export async function latestAssessment(
  ctx: Viewing,
  input: { patient: PatientRef },
  selection: Selection = {},
) {
  const patientId = await accessOf(ctx).patient(input.patient, 'CHECK_IN');
  return ctx.prisma.triageAssessment.findFirst({
    ...selection,
    where: { patientId },
    orderBy: { createdAt: 'desc' },
  });
}

/** Finished check-ins' assessments, newest first. The REST call sends the limit as text. */
export async function assessmentHistory(
  ctx: Viewing,
  input: { patient: PatientRef; limit?: number | string | null },
  selection: Selection = {},
) {
  const patientId = await accessOf(ctx).patient(input.patient, 'CHECK_IN');
  const { limit } = input;
  if (typeof limit === 'string' && !/^\d{1,4}$/.test(limit))
    throw new AppError('VALIDATION_FAILED', { fields: { limit: 'invalid_choice' } });
  return ctx.prisma.triageAssessment.findMany({
    ...selection,
    where: { patientId, final: true },
    orderBy: { createdAt: 'desc' },
    take: clampHistoryLimit(typeof limit === 'string' ? Number(limit) : limit),
  });
}

/** The same history a page at a time, for integrators: newest first, the id breaking ties. */
export async function assessmentHistoryPage(
  ctx: Viewing,
  input: { patient: PatientRef },
  page: Selection & Page<Prisma.TriageAssessmentWhereUniqueInput>,
) {
  const patientId = await accessOf(ctx).patient(input.patient, 'CHECK_IN');
  return ctx.prisma.triageAssessment.findMany({
    ...checkedPage(page),
    where: { patientId, final: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** The check-in's final assessment, or the latest made during it. */
export async function sessionAssessment(
  ctx: Viewing,
  input: { sessionId: string },
  selection: Selection = {},
) {
  await accessOf(ctx).checkIn(input.sessionId);
  return ctx.prisma.triageAssessment.findFirst({
    ...selection,
    where: { sessionId: input.sessionId },
    orderBy: [{ final: 'desc' }, { createdAt: 'desc' }],
  });
}

// Enough history for a week of streaks and the recurring-symptom window.
const INSIGHT_HISTORY = 30;

/** Insights with any symptom named in the viewer's language, ready for the translated texts. */
export async function patientInsights(
  ctx: Viewing & { language: Language },
  input: { patient: PatientRef; now?: Date },
) {
  const patientId = await accessOf(ctx).wellness(input.patient);
  const { language } = ctx;
  const history = await ctx.prisma.triageAssessment.findMany({
    where: { patientId, final: true },
    orderBy: { createdAt: 'desc' },
    take: INSIGHT_HISTORY,
    select: { createdAt: true, alertLevel: true, result: true },
  });
  const insights = computeInsights(
    history.map((h) => ({
      createdAt: h.createdAt,
      alertLevel: h.alertLevel,
      symptoms: (storedResult(h).structured_assessment?.symptoms ?? [])
        .filter((s) => (s.grade ?? 0) >= 1)
        .map((s) => s.symptom_key),
    })),
    input.now ?? new Date(),
  );
  return insights.map((insight) => {
    const symptom = insight.values.symptom as SymptomKey | undefined;
    return symptom && SYMPTOM_NAMES[symptom]
      ? { ...insight, values: { ...insight.values, symptom: SYMPTOM_NAMES[symptom][language] } }
      : insight;
  });
}
