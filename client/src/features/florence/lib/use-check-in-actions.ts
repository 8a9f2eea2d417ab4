// What the patient does in an open check-in: send a message (acknowledged at once, the
// reply streams), and finish it. Failures become a note in the chat, in their language.
import { useCallback, useRef, useState, type Dispatch, type MutableRefObject } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useIntl } from 'react-intl';
import { readApiError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { validationDescriptor } from '../../../i18n/server-texts';
import { FinishCheckInMutation } from '../api/finish-check-in';
import { SendCheckInMessageMutation } from '../api/send-check-in-message';
import type { Reporter } from '../../../shared/carers/reported-by';
import { florenceTexts } from '../texts';
import { isBusy, type ChatAction, type ChatState } from './chat-state';
import { stronger, urgentOf, type UrgentLevel } from './urgent-level';
import type { CheckInStatus } from './use-check-in';

type Options = {
  client: ApolloClient;
  sessionId: string | null;
  status: CheckInStatus;
  setStatus: (status: CheckInStatus) => void;
  setUrgent: Dispatch<(current: UrgentLevel | null) => UrgentLevel | null>;
  chatRef: MutableRefObject<ChatState>;
  dispatch: Dispatch<ChatAction>;
  note: (text: string) => void;
  localId: () => string;
};

export function useCheckInActions(options: Options) {
  const { client, sessionId, status, setStatus, setUrgent, chatRef, dispatch, note } = options;
  const intl = useIntl();
  const errorText = useErrorText();
  const sending = useRef(false);
  // who wrote this check-in, when a family carer did (the finish screen says so)
  const [reportedBy, setReportedBy] = useState<Reporter | null>(null);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (!text || !sessionId || status !== 'active' || isBusy(chatRef.current) || sending.current)
        return false;
      sending.current = true;
      const tempId = options.localId();
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
      setReportedBy(data!.finishCheckIn.assessment.reportedBy ?? null);
      setStatus('finished');
      return true;
    } catch (error) {
      const finishedElsewhere = readApiError(error).code === 'SESSION_FINISHED';
      setStatus(finishedElsewhere ? 'finished' : 'active');
      note(finishedElsewhere ? errorText(error) : intl.formatMessage(florenceTexts.t.endError));
      return false;
    }
  }, [client, sessionId, status, errorText, intl, note]);

  return { send, finish, reportedBy };
}
