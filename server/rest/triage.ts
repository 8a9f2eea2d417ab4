// REST mirror of the triage calls, shaped as the spec's client reads them. The user id
// in the path is the username; someone else's (or, for a doctor, a non-patient's) is refused.
import {
  assessmentHistory,
  latestAssessment,
  patientInsights,
  sessionAssessment,
  readableResult,
} from '../domain/triage-records/queries';
import { latestCompat } from './compat';
import type { RestRoute } from './router';

type StoredAssessment = {
  id: string;
  sessionId: string;
  createdAt: Date;
  final: boolean;
  result: unknown;
};

/** The spec's triage_assessment plus the record's id, session and time. */
function triagePayload(record: StoredAssessment, ctx: Reading) {
  const { structured_assessment: _structured, ...assessment } = readableResult(record, ctx);
  return {
    id: record.id,
    session_id: record.sessionId,
    created_at: record.createdAt.toISOString(),
    final: record.final,
    ...assessment,
  };
}

type Reading = Parameters<typeof readableResult>[1];

const withStructured = (record: StoredAssessment | null, ctx: Reading) => ({
  success: true,
  triage_assessment: record ? triagePayload(record, ctx) : null,
  structured_assessment: record ? readableResult(record, ctx).structured_assessment : null,
});

export const triageRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/triage/latest/:userId',
    auth: 'required',
    async handle({ ctx, params }) {
      const patient = { username: params.userId };
      const latest = await latestAssessment(ctx, { patient });
      return { ...withStructured(latest, ctx), ...latestCompat(latest) };
    },
  },
  {
    method: 'GET',
    path: '/triage/history/:userId',
    auth: 'required',
    async handle({ ctx, params, query }) {
      const patient = { username: params.userId };
      const history = await assessmentHistory(ctx, { patient, limit: query.get('limit') });
      return {
        success: true,
        patient_id: params.userId,
        triage_history: history.map((record) => ({
          ...triagePayload(record, ctx),
          structured_assessment: readableResult(record, ctx).structured_assessment,
        })),
        count: history.length,
      };
    },
  },
  {
    method: 'GET',
    path: '/triage/session/:sessionId',
    auth: 'required',
    async handle({ ctx, params }) {
      return withStructured(await sessionAssessment(ctx, { sessionId: params.sessionId }), ctx);
    },
  },
  {
    method: 'GET',
    path: '/triage/insights/:userId',
    auth: 'required',
    async handle({ ctx, params }) {
      const patient = { username: params.userId };
      return { success: true, insights: await patientInsights(ctx, { patient }) };
    },
  },
];
