import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isBusy, visibleQuickReplies } from '../lib/chat-state';
import { stepAt } from '../lib/progress-steps';
import { BASIC_PROCESSING_MS, BASIC_STEP_MS, CLOSE_AFTER_END_MS } from '../lib/timings';
import { useCheckIn } from '../lib/use-check-in';
import { useSafetyBar } from '../lib/use-safety-bar';
import { useTimedSave } from '../lib/use-timed-save';
import { ReportedBy } from '../../../shared/carers/reported-by';
import { florenceTexts } from '../texts';
import { BasicFooter } from './basic-footer';
import { ChatComposer } from './chat-composer';
import { ChatConversation } from './chat-conversation';
import { ChatHeader } from './chat-header';
import { CheckInCompleteDialog } from './check-in-complete-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ProgressDialog } from './progress-dialog';
import { SafetyBanner } from './safety-banner';
import '../florence.css';

const { t } = florenceTexts;
const BASIC_STEPS = [t.stepAnalysing, t.stepOrganising, t.stepSaving, t.stepGenerating];

/** /chatbot: the check-in with Florence, in AI chat (default) or basic mode. */
export function ChatbotPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const checkIn = useCheckIn({ inputMode: 'keyboard' });
  const { chat, status, mode, urgent, send } = checkIn;
  const [confirming, setConfirming] = useState(false);
  const safetyBar = useSafetyBar(urgent);
  const [closing, setClosing] = useState(false);
  const basicSave = useTimedSave(checkIn.finish, BASIC_PROCESSING_MS);
  const busy = isBusy(chat);
  const active = status === 'active';
  const locked = status === 'finishing' || closing || basicSave.stage !== 'idle';

  // The chat closes a moment after the thank-you, on the dashboard with the new triage card.
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => navigate('/dashboard'), CLOSE_AFTER_END_MS);
    return () => window.clearTimeout(timer);
  }, [closing, navigate]);

  const endChat = async () => {
    setConfirming(false);
    if (await checkIn.finish()) setClosing(true);
  };
  const sendAfterWarning = (text: string) => {
    safetyBar.markSeen();
    return send(text);
  };
  const quickReply = (text: string) => void sendAfterWarning(text);

  return (
    <section className="page chat">
      <ChatHeader
        mode={mode}
        onModeChange={checkIn.switchMode}
        locked={locked}
        onRestart={checkIn.restart}
        endChat={
          mode === 'ai'
            ? {
                enabled: active,
                busy: status === 'finishing' || closing,
                onClick: () => setConfirming(true),
              }
            : undefined
        }
      />
      {urgent && (
        <SafetyBanner level={urgent} compact={safetyBar.compact} onToggle={safetyBar.toggle} />
      )}
      <ChatConversation
        chat={chat}
        status={status}
        largeReplies={mode === 'basic'}
        onQuickReply={quickReply}
      />
      <div className="chat__footer">
        <p role="status" className="chat__closing">
          {closing ? intl.formatMessage(t.closing) : ''}
        </p>
        {status === 'finished' && (
          <ReportedBy reporter={checkIn.reportedBy} className="chat__reporter" />
        )}
        {mode === 'ai' ? (
          <ChatComposer id="chat-message" disabled={busy || !active} onSend={sendAfterWarning} />
        ) : (
          <BasicFooter
            hasOptions={busy || visibleQuickReplies(chat).length > 0}
            busy={busy}
            canEnd={active}
            onSend={sendAfterWarning}
            onEnd={() => void basicSave.begin()}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(t.confirmEndTitle)}
        body={intl.formatMessage(t.confirmEndBody)}
        confirmLabel={intl.formatMessage(t.confirmEnd)}
        cancelLabel={intl.formatMessage(t.keepChatting)}
        onConfirm={() => void endChat()}
        onCancel={() => setConfirming(false)}
      />
      <ProgressDialog
        open={basicSave.stage === 'saving'}
        title={intl.formatMessage(t.processingTitle)}
        step={intl.formatMessage(
          BASIC_STEPS[stepAt(basicSave.elapsed, BASIC_STEP_MS, BASIC_STEPS.length)],
        )}
      />
      <CheckInCompleteDialog
        open={basicSave.stage === 'done'}
        title={intl.formatMessage(t.congratsTitle)}
        body={intl.formatMessage(t.congratsBody)}
        okLabel={intl.formatMessage(t.ok)}
      />
    </section>
  );
}
