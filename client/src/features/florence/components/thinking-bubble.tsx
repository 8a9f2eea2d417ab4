import { useIntl } from 'react-intl';
import { florenceTexts } from '../texts';

/** Always present, so the polite announcement is heard when Florence starts typing. */
export function ThinkingBubble({ thinking }: { thinking: boolean }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className="chat__thinking">
      {thinking && (
        <div className="bubble bubble--bot bubble--thinking">
          <span className="visually-hidden">{intl.formatMessage(florenceTexts.t.typing)}</span>
          <span className="typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </div>
      )}
    </div>
  );
}
