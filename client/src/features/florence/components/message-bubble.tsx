import { useIntl } from 'react-intl';
import type { ChatLine } from '../lib/chat-state';
import { florenceTexts } from '../texts';

/** One message; a reply that is still arriving is marked busy so screen readers wait for it. */
export function MessageBubble({ line }: { line: ChatLine }) {
  const intl = useIntl();
  const mine = line.sender === 'USER';
  const classes = ['bubble', mine ? 'bubble--user' : 'bubble--bot', line.local && 'bubble--notice']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      data-sender={mine ? 'user' : 'bot'}
      data-streaming={line.streaming ? 'true' : undefined}
      aria-busy={line.streaming || undefined}
    >
      <span className="visually-hidden">
        {intl.formatMessage(mine ? florenceTexts.t.you : florenceTexts.t.florence)}{' '}
      </span>
      <span className="bubble__text">{line.text}</span>
    </li>
  );
}
