// Triage results (the spec's triage_assessment, typed) and smart insights.
import { builder } from './builder';
import { ALERT_LEVELS } from '#common/triage-labels';
import type { DiagnosisPrediction, FiredRule, StructuredSymptom } from '../domain/triage';
import {
  assessmentHistory,
  latestAssessment,
  patientInsights,
  sessionAssessment,
  storedResult,
} from '../domain/triage-records/queries';

export const AlertLevelEnum = builder.enumType('AlertLevel', { values: ALERT_LEVELS });

const Prediction = builder.objectRef<DiagnosisPrediction>('DiagnosisPrediction').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    suspectedDiagnosis: t.exposeString('suspected_diagnosis'),
    probability: t.exposeString('probability', { description: 'low | medium | high' }),
    urgency: t.exposeInt('urgency', { description: '1 routine … 5 emergency' }),
    reasoning: t.exposeString('reasoning'),
  }),
});

const Symptom = builder.objectRef<StructuredSymptom>('StructuredSymptom').implement({
  fields: (t) => ({
    symptomKey: t.exposeString('symptom_key'),
    symptom: t.exposeString('symptom'),
    grade: t.exposeInt('grade', { nullable: true }),
    severity: t.exposeString('severity', { nullable: true }),
    duration: t.exposeString('duration', { nullable: true }),
    frequency: t.exposeString('frequency', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    quality: t.exposeString('quality', { nullable: true }),
    associatedSymptoms: t.exposeStringList('associated_symptoms'),
    notes: t.exposeString('notes', { nullable: true }),
  }),
});

const Rule = builder.objectRef<FiredRule>('FiredRule').implement({
  description: 'A triage rule that fired, kept so a reviewer can audit the level.',
  fields: (t) => ({
    id: t.exposeString('id'),
    symptom: t.exposeString('symptom', { nullable: true }),
    effect: t.exposeString('effect', { description: "'red' or 'grade'" }),
    grade: t.exposeInt('grade', { nullable: true }),
    rationale: t.string({ resolve: (rule, _args, ctx) => rule.rationale[ctx.language] }),
  }),
});

export const TriageAssessmentRef = builder.prismaObject('TriageAssessment', {
  fields: (t) => ({
    id: t.exposeID('id'),
    sessionId: t.exposeID('sessionId'),
    patientId: t.exposeID('patientId'),
    alertLevel: t.expose('alertLevel', { type: AlertLevelEnum }),
    final: t.exposeBoolean('final', {
      description:
        'false for an assessment made during the check-in (red-level or grade-3 finding)',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    alertRationale: t.string({ resolve: (r) => storedResult(r).alert_rationale }),
    recommendedTimeline: t.string({ resolve: (r) => storedResult(r).recommended_timeline }),
    confidenceLevel: t.string({
      description: 'low | medium | high',
      resolve: (r) => storedResult(r).confidence_level,
    }),
    keySymptoms: t.stringList({ resolve: (r) => storedResult(r).key_symptoms }),
    diagnosisPredictions: t.field({
      type: [Prediction],
      resolve: (r) => storedResult(r).diagnosis_predictions,
    }),
    structuredSymptoms: t.field({
      type: [Symptom],
      resolve: (r) => storedResult(r).structured_assessment.symptoms,
    }),
    firedRules: t.field({ type: [Rule], resolve: (r) => storedResult(r).fired_rules }),
  }),
});

const Insight = builder.simpleObject('Insight', {
  fields: (t) => ({
    icon: t.string(),
    title: t.string({ description: 'translation key' }),
    description: t.string({ description: 'translation key' }),
    insightType: t.string({ description: 'info | success | warning | error' }),
    values: t.string({
      description:
        'JSON object of values for the texts’ placeholders (a symptom comes as its name in the request language)',
    }),
  }),
});

builder.queryFields((t) => ({
  triageLatest: t.prismaField({
    type: 'TriageAssessment',
    nullable: true,
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id({ required: false }) },
    resolve: (query, _root, args, ctx) =>
      latestAssessment(ctx, { patient: { patientId: args.patientId } }, query),
  }),
  triageHistory: t.prismaField({
    type: ['TriageAssessment'],
    authScopes: { loggedIn: true },
    args: {
      patientId: t.arg.id({ required: false }),
      limit: t.arg.int({ required: false, description: 'default 10, at most 100' }),
    },
    resolve: (query, _root, args, ctx) =>
      assessmentHistory(ctx, { patient: { patientId: args.patientId }, limit: args.limit }, query),
  }),
  triageForSession: t.prismaField({
    type: 'TriageAssessment',
    nullable: true,
    authScopes: { loggedIn: true },
    args: { sessionId: t.arg.id() },
    resolve: (query, _root, args, ctx) =>
      sessionAssessment(ctx, { sessionId: String(args.sessionId) }, query),
  }),
  insights: t.field({
    type: [Insight],
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const insights = await patientInsights(ctx, { patient: { patientId: args.patientId } });
      return insights.map((i) => ({ ...i, values: JSON.stringify(i.values) }));
    },
  }),
}));
