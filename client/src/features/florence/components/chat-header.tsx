import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { RadioCards } from '../../../shared/ui/radio-cards';
import type { ChatMode } from '../lib/use-check-in';
import { florenceTexts } from '../texts';

type Props = {
  mode: ChatMode;
  onModeChange(mode: ChatMode): void;
  /** Restart and mode changes wait while the check-in is being ended. */
  locked: boolean;
  onRestart(): void;
  /** AI mode only: basic mode ends from its own footer. */
  endChat?: { enabled: boolean; busy: boolean; onClick(): void };
};

export function ChatHeader({ mode, onModeChange, locked, onRestart, endChat }: Props) {
  const { t } = florenceTexts;
  const intl = useIntl();
  return (
    <header className="chat__header">
      <h1 className="page__title">{intl.formatMessage(t.title)}</h1>
      <div className="chat__toolbar">
        <div className="chat__mode">
          <RadioCards<ChatMode>
            name="chat-mode"
            legend={intl.formatMessage(t.modeLegend)}
            hideLegend
            layout="segmented"
            options={[
              { value: 'ai', label: intl.formatMessage(t.modeAi), disabled: locked },
              { value: 'basic', label: intl.formatMessage(t.modeBasic), disabled: locked },
            ]}
            value={mode}
            onChange={onModeChange}
          />
        </div>
        <div className="chat__actions">
          <Link
            className="btn btn--ghost chat__action"
            to="/chatbot_voice"
            aria-label={intl.formatMessage(t.voiceLinkLabel)}
          >
            <Icon name="mic" size={20} />
            <span aria-hidden="true">{intl.formatMessage(t.voiceLink)}</span>
          </Link>
          <Button variant="ghost" className="chat__action" disabled={locked} onClick={onRestart}>
            <Icon name="refresh" size={20} />
            {intl.formatMessage(t.restart)}
          </Button>
          {endChat && (
            <Button
              variant="danger"
              className="chat__action"
              disabled={!endChat.enabled}
              busy={endChat.busy}
              busyText={intl.formatMessage(t.ending)}
              onClick={endChat.onClick}
            >
              {intl.formatMessage(t.endChat)}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
