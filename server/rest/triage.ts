// REST mirror of the triage calls, shaped as the spec's client reads them. The user id
// in the path is the username; someone else's (or, for a doctor, a non-patient's) is refused.
import {
  assessmentHistory,
  latestAssessment,
  patientInsights,
  sessionAssessment,
  storedResult,
} from '../domain/triage-records/queries';
import type { RestRoute } from './router';

type StoredAssessment = {
  id: string;
  sessionId: string;
  createdAt: Date;
  final: boolean;
  result: unknown;
};

/** The spec's triage_assessment plus the record's id, session and time. */
function triagePayload(record: StoredAssessment) {
  const { structured_assessment: _structured, ...assessment } = storedResult(record);
  return {
    id: record.id,
    session_id: record.sessionId,
    created_at: record.createdAt.toISOString(),
    final: record.final,
    ...assessment,
  };
}

const withStructured = (record: StoredAssessment | null) => ({
  success: true,
  triage_assessment: record ? triagePayload(record) : null,
  structured_assessment: record ? storedResult(record).structured_assessment : null,
});

export const triageRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/triage/latest/:userId',
    auth: 'required',
    async handle({ ctx, params }) {
      const patient = { username: params.userId };
      return withStructured(await latestAssessment(ctx, { patient }));
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
          ...triagePayload(record),
          structured_assessment: storedResult(record).structured_assessment,
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
      return withStructured(await sessionAssessment(ctx, { sessionId: params.sessionId }));
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
