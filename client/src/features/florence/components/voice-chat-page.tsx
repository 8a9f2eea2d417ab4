import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { isBusy } from '../lib/chat-state';
import { stepAt } from '../lib/progress-steps';
import { speechLanguage } from '../lib/speech';
import { VOICE_STEP_MS } from '../lib/timings';
import { useCheckIn } from '../lib/use-check-in';
import { useSafetyBar } from '../lib/use-safety-bar';
import { stopReading, useReadAloud } from '../lib/use-read-aloud';
import { useSpeechRecognition } from '../lib/use-speech-recognition';
import { useTimedSave } from '../lib/use-timed-save';
import { florenceTexts } from '../texts';
import { ChatComposer } from './chat-composer';
import { ChatConversation } from './chat-conversation';
import { CheckInCompleteDialog } from './check-in-complete-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { MicPanel } from './mic-panel';
import { ProgressDialog } from './progress-dialog';
import { SafetyBanner } from './safety-banner';
import '../florence.css';

const { t } = florenceTexts;
const SAVE_STEPS = [t.stepSaving, t.stepGenerating];

/** /chatbot_voice: the same check-in, spoken; typing stays possible. */
export function VoiceChatPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const checkIn = useCheckIn({
    inputMode: 'voice',
    canResume: (session) => session.mode !== 'basic',
  });
  const { chat, status, urgent, send, language } = checkIn;
  const lang = speechLanguage(language);
  const [readAloud, setReadAloud] = useState(true);
  const [exiting, setExiting] = useState(false);
  const save = useTimedSave(checkIn.finish, SAVE_STEPS.length * VOICE_STEP_MS);
  const safetyBar = useSafetyBar(urgent);
  const sendAfterWarning = (text: string) => {
    safetyBar.markSeen();
    return send(text);
  };
  const recognition = useSpeechRecognition(lang, (text) => void sendAfterWarning(text));
  const busy = isBusy(chat);
  const active = status === 'active';
  useReadAloud(chat.lines, lang, readAloud);

  const toggleMic = () => {
    if (!recognition.supported) {
      window.alert(intl.formatMessage(t.unsupported));
      return;
    }
    if (recognition.listening) return recognition.stop();
    stopReading();
    recognition.start();
  };

  return (
    <section className="page chat chat--voice">
      <header className="chat__header chat__header--voice">
        <Button variant="ghost" className="chat__action" onClick={() => setExiting(true)}>
          <Icon name="back" size={20} />
          {intl.formatMessage(t.exit)}
        </Button>
        <h1 className="page__title">{intl.formatMessage(t.voiceTitle)}</h1>
        <Button className="chat__action" disabled={!active} onClick={() => void save.begin()}>
          {intl.formatMessage(t.save)}
        </Button>
      </header>
      {urgent && (
        <SafetyBanner level={urgent} compact={safetyBar.compact} onToggle={safetyBar.toggle} />
      )}
      <ChatConversation
        chat={chat}
        status={status}
        onQuickReply={(text) => void sendAfterWarning(text)}
      />
      <div className="chat__footer">
        <MicPanel {...recognition} disabled={busy || !active} onToggle={toggleMic} />
        <label className="read-aloud">
          <input
            type="checkbox"
            checked={readAloud}
            onChange={(event) => setReadAloud(event.target.checked)}
          />
          {intl.formatMessage(t.readAloud)}
        </label>
        <ChatComposer id="voice-message" disabled={busy || !active} onSend={sendAfterWarning} />
      </div>
      <ConfirmDialog
        open={exiting}
        title={intl.formatMessage(t.exitTitle)}
        body={intl.formatMessage(t.exitBody)}
        confirmLabel={intl.formatMessage(t.leave)}
        cancelLabel={intl.formatMessage(t.stay)}
        onConfirm={() => navigate('/home')}
        onCancel={() => setExiting(false)}
      />
      <ProgressDialog
        open={save.stage === 'saving'}
        title={intl.formatMessage(t.processingTitle)}
        step={intl.formatMessage(
          SAVE_STEPS[stepAt(save.elapsed, VOICE_STEP_MS, SAVE_STEPS.length)],
        )}
      />
      <CheckInCompleteDialog
        open={save.stage === 'done'}
        title={intl.formatMessage(t.checkInComplete)}
        body={intl.formatMessage(t.congratsBody)}
        okLabel={intl.formatMessage(t.home)}
      />
    </section>
  );
}
