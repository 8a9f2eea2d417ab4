// What a patient report holds for its period, read in a fixed number of statements:
// the wellness figure and each day's score, the symptoms of each day, every triage
// result with its rationale, the alerts, and each medication with its adherence. The
// figures come from the wellness module (docs/wellness-rules.md), as on the screens.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Language } from '#common/language';
import { assessmentForReader, type TriageAssessment } from '../triage';
import { MEDICATION_CATALOGUE, isCatalogueKey } from '#common/medications/catalogue';
import type { ReportPeriod } from '#common/reports/report-period';
import { dosesInRange } from '../prescriptions/dose-log';
import { adherencePercent, countAdherence } from '../wellness/adherence';
import { checkInRecord } from '../wellness/check-in-records';
import { localDay, rangeInstants } from '../wellness/clinic-days';
import { dailyScores, periodWellness } from '../wellness/daily-score';
import type { Figure } from '../wellness/types';

type StoredSymptom = { symptom?: string; severity?: string | null; grade?: number | null };
type StoredResult = {
  alert_level?: string;
  alert_rationale?: string;
  structured_assessment?: { symptoms?: StoredSymptom[] };
};

export type ReportData = {
  period: ReportPeriod;
  patient: { name: string; cancerType: string | null; stage: string | null };
  /** 0-5, as the weekly summary reads it; null without a check-in in the period. */
  wellness: Figure;
  days: Array<{ day: string; score: Figure; symptoms: string[] }>;
  triage: Array<{ at: Date; level: string; rationale: string }>;
  alerts: Array<{ at: Date; importance: string; title: string; status: string }>;
  medications: Array<{ name: string; strength: string; status: string; adherence: Figure }>;
  adherence: Figure;
};

const symptomLine = (s: StoredSymptom) =>
  [s.symptom, s.severity].filter((part) => part && String(part).trim()).join(' – ');

async function readRows(prisma: PrismaClient, patientId: string, period: ReportPeriod) {
  const { start, end } = rangeInstants(period);
  const within = { gte: start, lt: end };
  return Promise.all([
    prisma.user.findUniqueOrThrow({
      where: { id: patientId },
      select: {
        username: true,
        profile: { select: { fullName: true } },
        diagnosis: { select: { cancerType: true, stage: true } },
      },
    }),
    prisma.triageAssessment.findMany({
      where: { patientId, final: true, createdAt: within },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true, result: true },
    }),
    prisma.alert.findMany({
      where: { patientId, createdAt: within },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true, importance: true, titleEn: true, titleZh: true, status: true },
    }),
    prisma.prescription.findMany({
      where: { patientId, startDate: { lte: period.to } },
      orderBy: [{ status: 'asc' }, { startedAt: 'asc' }],
      select: { id: true, name: true, catalogKey: true, strength: true, status: true },
    }),
  ]);
}

export async function reportData(
  prisma: PrismaClient,
  input: { patientId: string; period: ReportPeriod; language: Language; now: Date },
): Promise<ReportData> {
  const { patientId, period, language, now } = input;
  const [patient, assessments, alerts, prescriptions] = await readRows(prisma, patientId, period);
  const doses = await dosesInRange(prisma, patientId, period, now);
  const checkIns = assessments.map(checkInRecord);
  const scores = dailyScores(checkIns);
  // each check-in rebuilt from its stored codes in the reader's language, not the check-in's
  const read = assessments.map(({ createdAt, result }) => ({
    createdAt,
    level: (result as StoredResult).alert_level ?? '',
    assessment: assessmentForReader(result as unknown as TriageAssessment, {
      language,
      audience: 'clinician',
    }),
  }));
  const symptomsByDay = new Map<string, string[]>();
  for (const { createdAt, assessment } of read) {
    const lines = (assessment.structured_assessment?.symptoms ?? [])
      .map(symptomLine)
      .filter(Boolean);
    const day = localDay(createdAt);
    symptomsByDay.set(day, [...(symptomsByDay.get(day) ?? []), ...lines]);
  }
  const days = [...new Set([...scores.keys(), ...symptomsByDay.keys()])].sort();
  return {
    period,
    patient: {
      name: patient.profile?.fullName?.trim() || patient.username,
      cancerType: patient.diagnosis?.cancerType ?? null,
      stage: patient.diagnosis?.stage ?? null,
    },
    wellness: periodWellness(checkIns, period),
    days: days.map((day) => ({
      day,
      score: scores.get(day) ?? null,
      symptoms: [...new Set(symptomsByDay.get(day) ?? [])],
    })),
    triage: read.map(({ createdAt, level, assessment }) => ({
      at: createdAt,
      level,
      rationale: assessment.alert_rationale ?? '',
    })),
    alerts: alerts.map((a) => ({
      at: a.createdAt,
      importance: a.importance,
      title: language === 'zh-HK' ? a.titleZh : a.titleEn,
      status: a.status,
    })),
    medications: prescriptions.map((p) => ({
      name: isCatalogueKey(p.catalogKey) ? MEDICATION_CATALOGUE[p.catalogKey][language] : p.name,
      strength: p.strength,
      status: p.status,
      adherence: adherencePercent(
        countAdherence(
          doses.filter((dose) => dose.prescriptionId === p.id),
          now,
        ),
      ),
    })),
    adherence: adherencePercent(countAdherence(doses, now)),
  };
}
