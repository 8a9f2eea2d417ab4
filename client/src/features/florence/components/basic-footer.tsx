import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../shared/ui/button';
import { florenceTexts } from '../texts';
import { ChatComposer } from './chat-composer';

type Props = {
  /** Florence offers options now: they are the answer, the text box waits for Add More. */
  hasOptions: boolean;
  busy: boolean;
  canEnd: boolean;
  onSend(text: string): Promise<boolean>;
  onEnd(): void;
};

/** Basic mode: answer with the option buttons; Add More opens a text box; End Check-In saves. */
export function BasicFooter({ hasOptions, busy, canEnd, onSend, onEnd }: Props) {
  const { t } = florenceTexts;
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const showComposer = adding || !hasOptions;
  return (
    <div className="basic-footer">
      {showComposer && (
        <ChatComposer
          id="basic-message"
          disabled={busy || !canEnd}
          onSend={onSend}
          autoFocus={adding}
        />
      )}
      <div className="basic-footer__actions">
        {!showComposer && (
          <Button variant="secondary" disabled={!canEnd} onClick={() => setAdding(true)}>
            {intl.formatMessage(t.addMore)}
          </Button>
        )}
        <Button disabled={!canEnd} onClick={onEnd}>
          {intl.formatMessage(t.endCheckIn)}
        </Button>
      </div>
    </div>
  );
}
