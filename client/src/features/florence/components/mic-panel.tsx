import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui/icon';
import { formatTimer, type RecognitionProblem } from '../lib/speech';
import { useElapsedSeconds } from '../lib/use-elapsed-seconds';
import { florenceTexts } from '../texts';

type Props = {
  supported: boolean;
  listening: boolean;
  heard: string;
  problem: RecognitionProblem | null;
  disabled: boolean;
  onToggle(): void;
};

const PROBLEM_TEXTS = {
  denied: florenceTexts.t.micDenied,
  noSpeech: florenceTexts.t.noSpeech,
  failed: florenceTexts.t.recognitionFailed,
} as const;

/** The microphone: press to speak, press again to stop; a timer while listening. */
export function MicPanel({ supported, listening, heard, problem, disabled, onToggle }: Props) {
  const { t } = florenceTexts;
  const intl = useIntl();
  const seconds = useElapsedSeconds(listening);
  return (
    <div className="mic-panel">
      <button
        type="button"
        className={`mic-button${listening ? ' mic-button--on' : ''}`}
        aria-pressed={listening}
        aria-label={intl.formatMessage(listening ? t.stopListening : t.startListening)}
        disabled={disabled && !listening}
        onClick={onToggle}
      >
        <Icon name="mic" size={36} />
      </button>
      <p className="mic-panel__state" aria-live="off">
        {listening ? (
          <>
            {intl.formatMessage(t.listening)}{' '}
            <time className="mic-panel__timer">{formatTimer(seconds)}</time>
          </>
        ) : (
          intl.formatMessage(t.tapToSpeak)
        )}
      </p>
      {listening && (
        <p className="mic-panel__heard">
          <span className="visually-hidden">{intl.formatMessage(t.heard)}: </span>
          {heard || '…'}
        </p>
      )}
      {!supported && (
        <p className="form-message form-message--info" role="status">
          {intl.formatMessage(t.unsupported)} {intl.formatMessage(t.typeInstead)}
        </p>
      )}
      {problem && (
        <p className="form-message form-message--error" role="alert">
          {intl.formatMessage(PROBLEM_TEXTS[problem])}
        </p>
      )}
    </div>
  );
}
