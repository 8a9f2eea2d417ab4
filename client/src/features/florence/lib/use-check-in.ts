// One check-in with Florence, for the text, basic and voice screens: resume or start a
// session, follow its live events, send, finish, restart. A language change starts a
// new session in the new language.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../i18n/use-language';
import type { CheckInSessionFieldsFragment } from '../../../generated/graphql';
import { florenceTexts } from '../texts';
import { chatReducer, emptyChat, type ChatEvent } from './chat-state';
import { openCheckIn } from './open-check-in';
import { useCheckInActions } from './use-check-in-actions';
import { useCheckInEvents } from './use-check-in-events';
import { useUrgentBanner } from './use-urgent-banner';

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
  const { language } = useLanguage();
  const [chat, dispatch] = useReducer(chatReducer, emptyChat);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [status, setStatus] = useState<CheckInStatus>('starting');
  const { urgent, setUrgent, checkUrgent } = useUrgentBanner(client);
  const [mode, setMode] = useState<ChatMode>(initialMode);
  const [generation, setGeneration] = useState(0);
  const modeRef = useRef(mode);
  const mayResume = useRef(true);
  const chatRef = useRef(chat);
  chatRef.current = chat;
  const statusRef = useRef(status);
  statusRef.current = status;
  // React's development double effect must not open two sessions for one visit.
  const opening = useRef<{ key: string; session: Promise<CheckInSessionFieldsFragment> } | null>(
    null,
  );

  const note = useCallback((text: string) => dispatch({ type: 'note', id: localId(), text }), []);

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

  // send, finish, and who reported the finished check-in
  const actions = useCheckInActions({
    client,
    sessionId,
    status,
    setStatus,
    setUrgent,
    chatRef,
    dispatch,
    note,
    localId,
  });

  /** A new session; the current one is not ended (it stays on the server). */
  const restart = useCallback(() => setGeneration((n) => n + 1), []);

  const switchMode = useCallback((next: ChatMode) => {
    if (next === modeRef.current) return;
    modeRef.current = next;
    setMode(next);
    setGeneration((n) => n + 1);
  }, []);

  return { chat, sessionId, status, urgent, mode, language, ...actions, restart, switchMode };
}
