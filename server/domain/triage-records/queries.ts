// Reading a patient's triage results. Callers have already checked who may see them.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { SYMPTOM_NAMES, type Language, type SymptomKey, type TriageAssessment } from '../triage';
import { computeInsights } from './insights';

/** The engine's assessment as stored in the record's JSON column. */
export const storedResult = (record: { result: unknown }) => record.result as TriageAssessment;

export const DEFAULT_HISTORY_LIMIT = 10;
export const MAX_HISTORY_LIMIT = 100;

export function clampHistoryLimit(limit: number | null | undefined): number {
  if (limit == null || !Number.isFinite(limit)) return DEFAULT_HISTORY_LIMIT;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_HISTORY_LIMIT);
}

// `query` is the GraphQL selection (Pothos' Prisma plugin), so relations load in one query.
type Selection = {
  include?: Prisma.TriageAssessmentInclude;
  select?: Prisma.TriageAssessmentSelect;
};

export const latestAssessment = (prisma: PrismaClient, patientId: string, query: Selection = {}) =>
  prisma.triageAssessment.findFirst({
    ...query,
    where: { patientId },
    orderBy: { createdAt: 'desc' },
  });

export const assessmentHistory = (
  prisma: PrismaClient,
  patientId: string,
  limit?: number | null,
  query: Selection = {},
) =>
  prisma.triageAssessment.findMany({
    ...query,
    where: { patientId, final: true },
    orderBy: { createdAt: 'desc' },
    take: clampHistoryLimit(limit),
  });

export const sessionAssessment = (prisma: PrismaClient, sessionId: string, query: Selection = {}) =>
  prisma.triageAssessment.findFirst({
    ...query,
    where: { sessionId },
    orderBy: [{ final: 'desc' }, { createdAt: 'desc' }],
  });

// Enough history for a week of streaks and the recurring-symptom window.
const INSIGHT_HISTORY = 30;

/** Insights with any symptom named in `language`, ready for the translated texts. */
export async function patientInsights(
  prisma: PrismaClient,
  patientId: string,
  now = new Date(),
  language: Language = 'en',
) {
  const history = await prisma.triageAssessment.findMany({
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
    now,
  );
  return insights.map((insight) => {
    const symptom = insight.values.symptom as SymptomKey | undefined;
    return symptom && SYMPTOM_NAMES[symptom]
      ? { ...insight, values: { ...insight.values, symptom: SYMPTOM_NAMES[symptom][language] } }
      : insight;
  });
}
