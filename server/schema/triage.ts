// Triage results (the spec's triage_assessment, typed) and smart insights.
import { builder } from './builder';
import { patientIdArg } from './patient-arg';
import { ALERT_LEVELS } from '#common/triage-labels';
import type { DiagnosisPrediction, FiredRule, StructuredSymptom } from '../domain/triage';
import {
  assessmentHistory,
  assessmentHistoryPage,
  latestAssessment,
  patientInsights,
  sessionAssessment,
  readableResult,
  storedResult,
} from '../domain/triage-records/queries';

// What each level means is the rulebook's (docs/triage-rules.md §3); titles: common/triage-labels.
const LEVEL_MEANING: Record<(typeof ALERT_LEVELS)[number], string> = {
  GREEN: '“All good”: self-care, next check-in as usual',
  YELLOW: '“Monitor closely”: one moderate symptom; review within 24 hours',
  ORANGE: '“Attention needed”: a severe symptom or two moderate ones; same-day assessment',
  RED: '“Urgent care”: a red-level finding, a grade 4 or three moderate ones; 999 or A&E now',
};
export const AlertLevelEnum = builder.enumType('AlertLevel', {
  description: 'The triage level of a check-in, set by the rules (never by a language model).',
  values: Object.fromEntries(
    ALERT_LEVELS.map((level) => [level, { description: LEVEL_MEANING[level] }]),
  ) as Record<(typeof ALERT_LEVELS)[number], { description: string }>,
});

const Prediction = builder.objectRef<DiagnosisPrediction>('DiagnosisPrediction').implement({
  description: 'A condition the rules suspect from the findings (conservative, never a diagnosis).',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'stable key, e.g. neutropenic_sepsis' }),
    suspectedDiagnosis: t.exposeString('suspected_diagnosis', {
      description: 'its name in the request’s language: clinical for a doctor, plain for a patient',
    }),
    probability: t.exposeString('probability', { description: 'low | medium | high' }),
    urgency: t.exposeInt('urgency', { description: '1 routine … 5 emergency' }),
    reasoning: t.exposeString('reasoning', {
      description: 'one line on why, in the request’s language',
    }),
  }),
});

const Symptom = builder.objectRef<StructuredSymptom>('StructuredSymptom').implement({
  description: 'One symptom as the check-in recorded it, graded by the rules.',
  fields: (t) => ({
    symptomKey: t.exposeString('symptom_key', {
      description: 'stable key, e.g. fever, nausea or other',
    }),
    symptom: t.exposeString('symptom', {
      description: 'its name in the request’s language (the patient’s words for other)',
    }),
    grade: t.exposeInt('grade', {
      nullable: true,
      description:
        'CTCAE-style 0 none, 1 mild, 2 moderate, 3 severe, 4 life-threatening; null: ungraded',
    }),
    severity: t.exposeString('severity', {
      nullable: true,
      description: "'n/10' for a 0-10 rating, else the grade’s word",
    }),
    duration: t.exposeString('duration', {
      nullable: true,
      description: 'how long, as the patient said it',
    }),
    frequency: t.exposeString('frequency', {
      nullable: true,
      description: 'how often, as the patient said it',
    }),
    location: t.exposeString('location', {
      nullable: true,
      description: 'where in the body, as the patient said it',
    }),
    quality: t.exposeString('quality', {
      nullable: true,
      description: 'what it feels like, as the patient said it',
    }),
    associatedSymptoms: t.exposeStringList('associated_symptoms', {
      description: 'other symptoms mentioned with it',
    }),
    notes: t.exposeString('notes', {
      nullable: true,
      description: 'anything else recorded, e.g. a measured temperature',
    }),
  }),
});

const Rule = builder.objectRef<FiredRule>('FiredRule').implement({
  description: 'A triage rule that fired, kept so a reviewer can audit the level.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'the rule’s stable id in the rulebook’s code' }),
    symptom: t.exposeString('symptom', {
      nullable: true,
      description: 'symptom key it fired on; null for a rule over several (e.g. three ambers)',
    }),
    effect: t.exposeString('effect', { description: "'red' or 'grade'" }),
    grade: t.exposeInt('grade', {
      nullable: true,
      description: 'the lowest grade it set (effect grade); null for red',
    }),
    rationale: t.string({
      description: 'why it fired, clinical words in the request’s language',
      resolve: (rule, _args, ctx) => rule.rationale[ctx.language],
    }),
  }),
});

export const TriageAssessmentRef = builder.prismaObject('TriageAssessment', {
  description:
    'A check-in’s triage result (the spec’s triage_assessment): read by the patient in plain ' +
    'words, and by the doctors of their care team in clinical words, in the request’s language.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    sessionId: t.exposeID('sessionId', { description: 'the check-in it grades' }),
    patientId: t.exposeID('patientId', { description: 'whose check-in' }),
    alertLevel: t.expose('alertLevel', {
      type: AlertLevelEnum,
      description: 'the level the rules set',
    }),
    final: t.exposeBoolean('final', {
      description:
        'false for an assessment made during the check-in (red-level or grade-3 finding)',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when it was graded' }),
    alertRationale: t.string({
      description: 'why this level, in the reader’s words and the request’s language',
      resolve: (r, _args, ctx) => readableResult(r, ctx).alert_rationale,
    }),
    recommendedTimeline: t.string({
      description: 'what to do and when (e.g. same-day assessment), in the request’s language',
      resolve: (r, _args, ctx) => readableResult(r, ctx).recommended_timeline,
    }),
    confidenceLevel: t.string({
      description:
        'low | medium | high: high when every grade came from a number; low never lowers the level',
      resolve: (r) => storedResult(r).confidence_level,
    }),
    keySymptoms: t.stringList({
      description: 'names of the symptoms that set the level, in the request’s language',
      resolve: (r, _args, ctx) => readableResult(r, ctx).key_symptoms,
    }),
    diagnosisPredictions: t.field({
      type: [Prediction],
      description: 'suspected conditions, most urgent first; [] when none',
      resolve: (r, _args, ctx) => readableResult(r, ctx).diagnosis_predictions,
    }),
    structuredSymptoms: t.field({
      type: [Symptom],
      description: 'every symptom the check-in recorded',
      resolve: (r, _args, ctx) => readableResult(r, ctx).structured_assessment.symptoms,
    }),
    firedRules: t.field({
      type: [Rule],
      description: 'the rules that fired, for audit',
      resolve: (r) => storedResult(r).fired_rules,
    }),
  }),
});

const Insight = builder.simpleObject('Insight', {
  description:
    'A smart insight from the patient’s own check-ins (trend, streak, recurring symptom, ' +
    'missed days); the client holds the texts its keys name. At most four.',
  fields: (t) => ({
    icon: t.string({ description: 'Material Symbols icon name, e.g. trending_down' }),
    title: t.string({ description: 'translation key' }),
    description: t.string({ description: 'translation key' }),
    insightType: t.string({ description: 'info | success | warning | error' }),
    values: t.string({
      description:
        'JSON object of values for the texts’ placeholders (a symptom comes as its name in the request language)',
    }),
  }),
});

builder.queryField('triageHistoryConnection', (t) =>
  t.prismaConnection(
    {
      type: 'TriageAssessment',
      cursor: 'id',
      description:
        'The same results as triageHistory, all of them, a page at a time (for integrators): ' +
        'newest first.',
      authScopes: { loggedIn: true },
      args: { patientId: t.arg.id(patientIdArg) },
      resolve: (query, _root, args, ctx) =>
        assessmentHistoryPage(ctx, { patient: { patientId: args.patientId } }, query),
    },
    { name: 'TriageAssessmentConnection', description: 'A page of triage results.' },
    { name: 'TriageAssessmentEdge', description: 'A triage result and its cursor.' },
  ),
);

builder.queryFields((t) => ({
  triageLatest: t.prismaField({
    type: 'TriageAssessment',
    nullable: true,
    description: 'The patient’s latest result, final or made during a check-in; null: none yet.',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id(patientIdArg) },
    resolve: (query, _root, args, ctx) =>
      latestAssessment(ctx, { patient: { patientId: args.patientId } }, query),
  }),
  triageHistory: t.prismaField({
    type: ['TriageAssessment'],
    description: 'Finished check-ins’ results, newest first (triageHistoryConnection: all, paged).',
    authScopes: { loggedIn: true },
    args: {
      patientId: t.arg.id(patientIdArg),
      limit: t.arg.int({ required: false, description: 'how many: default 10, at most 100' }),
    },
    resolve: (query, _root, args, ctx) =>
      assessmentHistory(ctx, { patient: { patientId: args.patientId }, limit: args.limit }, query),
  }),
  triageForSession: t.prismaField({
    type: 'TriageAssessment',
    nullable: true,
    description: 'A check-in’s final result, else the latest made during it; null: none yet.',
    authScopes: { loggedIn: true },
    args: { sessionId: t.arg.id({ description: 'a check-in the viewer may read' }) },
    resolve: (query, _root, args, ctx) =>
      sessionAssessment(ctx, { sessionId: String(args.sessionId) }, query),
  }),
  insights: t.field({
    type: [Insight],
    description: 'Smart insights; a doctor reads them only while the patient shares data.',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id(patientIdArg) },
    resolve: async (_root, args, ctx) => {
      const insights = await patientInsights(ctx, { patient: { patientId: args.patientId } });
      return insights.map((i) => ({ ...i, values: JSON.stringify(i.values) }));
    },
  }),
}));
