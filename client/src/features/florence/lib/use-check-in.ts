// One check-in with Florence, for the text, basic and voice screens: resume or start a
// session, follow its live events, send, finish, restart. A language change starts a
// new session in the new language.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { readApiError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { validationDescriptor } from '../../../i18n/server-texts';
import { useLanguage } from '../../../i18n/use-language';
import { FinishCheckInMutation } from '../api/finish-check-in';
import { SendCheckInMessageMutation } from '../api/send-check-in-message';
import { SessionTriageQuery } from '../api/session-triage';
import type { CheckInSessionFieldsFragment } from '../../../generated/graphql';
import { florenceTexts } from '../texts';
import { chatReducer, emptyChat, isBusy, type ChatEvent } from './chat-state';
import { openCheckIn } from './open-check-in';
import { stronger, urgentOf, type UrgentLevel } from './urgent-level';
import { useCheckInEvents } from './use-check-in-events';

export type ChatMode = 'ai' | 'basic';
export type CheckInStatus = 'starting' | 'active' | 'finishing' | 'finished' | 'failed';

type Options = {
  inputMode: 'keyboard' | 'voice';
  initialMode?: ChatMode;
  /** Which unfinished session this screen may pick up (the voice screen skips basic ones). */
  canResume?: (session: CheckInSessionFieldsFragment) => boolean;
};

let localIds = 0;
const localId = () => `local-${++localIds}`;

export function useCheckIn({ inputMode, initialMode = 'ai', canResume = () => true }: Options) {
  const client = useApolloClient();
  const intl = useIntl();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const [chat, dispatch] = useReducer(chatReducer, emptyChat);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [status, setStatus] = useState<CheckInStatus>('starting');
  const [urgent, setUrgent] = useState<UrgentLevel | null>(null);
  const [mode, setMode] = useState<ChatMode>(initialMode);
  const [generation, setGeneration] = useState(0);
  const modeRef = useRef(mode);
  const mayResume = useRef(true);
  const chatRef = useRef(chat);
  chatRef.current = chat;
  const statusRef = useRef(status);
  statusRef.current = status;
  const sending = useRef(false);
  // React's development double effect must not open two sessions for one visit.
  const opening = useRef<{ key: string; session: Promise<CheckInSessionFieldsFragment> } | null>(
    null,
  );

  const note = useCallback((text: string) => dispatch({ type: 'note', id: localId(), text }), []);

  /** A resumed session, or one answered from another tab, keeps its safety banner. */
  const checkUrgent = useCallback(
    async (id: string) => {
      try {
        const { data } = await client.query({
          query: SessionTriageQuery,
          variables: { sessionId: id },
          fetchPolicy: 'network-only',
        });
        const triage = data?.triageForSession;
        if (triage && !triage.final)
          setUrgent((current) => stronger(current, urgentOf(triage.alertLevel)));
      } catch {
        // the banner is an extra; Florence's own reply already says what to do
      }
    },
    [client],
  );

  useEffect(() => {
    let cancelled = false;
    dispatch({ type: 'reset' });
    setSessionId(null);
    setStatus('starting');
    setUrgent(null);
    const key = `${language}:${generation}`;
    if (opening.current?.key !== key) {
      opening.current = {
        key,
        session: openCheckIn(client, {
          resume: mayResume.current,
          language,
          inputMode,
          mode: modeRef.current,
          canResume,
        }),
      };
    }
    opening.current.session
      .then(async (session) => {
        if (cancelled) return;
        // Only the first session of a visit is resumed; Restart and a new language start anew.
        mayResume.current = false;
        dispatch({
          type: 'loaded',
          messages: session.messages,
          quickReplies: session.quickReplies,
        });
        modeRef.current = session.mode === 'basic' ? 'basic' : 'ai';
        setMode(modeRef.current);
        setSessionId(session.id);
        setStatus('active');
        if (session.messages.length > 1) await checkUrgent(session.id);
      })
      .catch(() => {
        if (cancelled) return;
        mayResume.current = false;
        setStatus('failed');
        note(intl.formatMessage(florenceTexts.t.startError));
      });
    return () => {
      cancelled = true;
    };
    // `generation` restarts; `language` starts anew in the new language.
  }, [client, language, generation]);

  const onEvent = useCallback(
    (event: ChatEvent) => {
      // A reply to a message from another tab: that message may have raised an urgent finding.
      if (event.type === 'REPLY_DONE' && !chatRef.current.pending && sessionId)
        void checkUrgent(sessionId);
      dispatch({ type: 'event', event });
      if (event.type !== 'SESSION_FINISHED') return;
      if (statusRef.current === 'active') note(intl.formatMessage(florenceTexts.t.endedElsewhere));
      setStatus((current) => (current === 'finishing' ? current : 'finished'));
    },
    [intl, note, sessionId, checkUrgent],
  );
  useCheckInEvents({ client, sessionId, chat, dispatch, onEvent });

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (!text || !sessionId || status !== 'active' || isBusy(chatRef.current) || sending.current)
        return false;
      sending.current = true;
      const tempId = localId();
      dispatch({ type: 'sending', tempId, text });
      try {
        const { data } = await client.mutate({
          mutation: SendCheckInMessageMutation,
          variables: { sessionId, text },
        });
        const sent = data!.sendCheckInMessage;
        dispatch({
          type: 'acknowledged',
          tempId,
          userMessageId: sent.userMessage.id,
          replyId: sent.replyMessageId,
        });
        setUrgent((current) => stronger(current, urgentOf(sent.urgentAssessment?.alertLevel)));
        return true;
      } catch (error) {
        dispatch({ type: 'sendFailed', tempId });
        const { code, fields } = readApiError(error);
        if (code === 'SESSION_FINISHED') {
          setStatus('finished');
          note(errorText(error));
        } else if (fields.message)
          note(intl.formatMessage(validationDescriptor(intl, fields.message)));
        else note(intl.formatMessage(florenceTexts.t.sendError));
        return false;
      } finally {
        sending.current = false;
      }
    },
    [client, sessionId, status, errorText, intl, note],
  );

  /** Ends the check-in; resolves true once the server has the summary and the assessment. */
  const finish = useCallback(async (): Promise<boolean> => {
    if (!sessionId || status !== 'active') return false;
    setStatus('finishing');
    try {
      const { data } = await client.mutate({
        mutation: FinishCheckInMutation,
        variables: { sessionId },
      });
      dispatch({ type: 'appended', message: data!.finishCheckIn.summary });
      setStatus('finished');
      return true;
    } catch (error) {
      const finishedElsewhere = readApiError(error).code === 'SESSION_FINISHED';
      setStatus(finishedElsewhere ? 'finished' : 'active');
      note(finishedElsewhere ? errorText(error) : intl.formatMessage(florenceTexts.t.endError));
      return false;
    }
  }, [client, sessionId, status, errorText, intl, note]);

  /** A new session; the current one is not ended (it stays on the server). */
  const restart = useCallback(() => setGeneration((n) => n + 1), []);

  const switchMode = useCallback((next: ChatMode) => {
    if (next === modeRef.current) return;
    modeRef.current = next;
    setMode(next);
    setGeneration((n) => n + 1);
  }, []);

  return { chat, sessionId, status, urgent, mode, language, send, finish, restart, switchMode };
}
