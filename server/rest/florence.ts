// REST mirror of the Florence calls. send_message answers when the whole reply is ready,
// so a plain REST client works; it goes through the same service as GraphQL.
import { finishSession, sendMessage, startSession } from '../domain/checkins/sessions-service';
import { sessionHistory } from '../domain/checkins/session-reads';
import { storedResult } from '../domain/triage-records/queries';
import { AppError } from '../errors';
import type { RestRoute } from './router';

const optionalText = (value: unknown) => (value == null ? undefined : String(value));
const sender = (value: 'USER' | 'BOT') => (value === 'BOT' ? 'bot' : 'user');

export const florenceRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/florence/start_session',
    auth: 'required',
    async handle({ ctx, body }) {
      const { session, greeting, quickReplies } = await startSession(ctx, {
        language: optionalText(body.language),
        inputMode: optionalText(body.input_mode),
        treatmentStatus: optionalText(body.treatment_status),
        mode: optionalText(body.mode),
      });
      return {
        success: true,
        session_id: session.id,
        message: greeting.text,
        quick_replies: quickReplies,
      };
    },
  },
  {
    method: 'POST',
    path: '/florence/send_message',
    auth: 'required',
    async handle({ ctx, body }) {
      if (typeof body.session_id !== 'string' || typeof body.message !== 'string') {
        throw new AppError('VALIDATION_FAILED', {
          fields: {
            [typeof body.session_id !== 'string' ? 'session_id' : 'message']: 'message_required',
          },
        });
      }
      const sent = await sendMessage(ctx, {
        sessionId: body.session_id,
        text: body.message,
        stream: false,
      });
      const urgent = sent.urgentAssessment;
      return {
        success: true,
        session_id: body.session_id,
        response: sent.replyMessage.text,
        message: sent.replyMessage.text,
        quick_replies: sent.quickReplies,
        ...(urgent ? { alert_level: urgent.alertLevel } : {}),
      };
    },
  },
  {
    method: 'POST',
    path: '/florence/finish_session/:sessionId',
    auth: 'required',
    async handle({ ctx, params }) {
      const { summary, assessment } = await finishSession(ctx, { sessionId: params.sessionId });
      const { structured_assessment, ...triage } = storedResult(assessment);
      return {
        success: true,
        session_id: params.sessionId,
        message: summary.text,
        triage_assessment: { id: assessment.id, ...triage },
        structured_assessment,
      };
    },
  },
  {
    method: 'GET',
    path: '/florence/session/:sessionId',
    auth: 'required',
    async handle({ ctx, params }) {
      const { session, quickReplies } = await sessionHistory(ctx, { sessionId: params.sessionId });
      return {
        success: true,
        session_id: session.id,
        status: session.status.toLowerCase(),
        language: session.language,
        input_mode: session.inputMode,
        treatment_status: session.treatmentStatus,
        created_at: session.createdAt.toISOString(),
        finished_at: session.finishedAt?.toISOString() ?? null,
        messages: session.messages.map((m) => ({
          id: m.id,
          sender: sender(m.sender),
          text: m.text,
          time: m.createdAt.toISOString(),
        })),
        quick_replies: quickReplies,
      };
    },
  },
];
