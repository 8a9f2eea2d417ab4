import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { isThinking, visibleQuickReplies, type ChatState } from '../lib/chat-state';
import type { CheckInStatus } from '../lib/use-check-in';
import { florenceTexts } from '../texts';
import { MessageBubble } from './message-bubble';
import { QuickReplies } from './quick-replies';
import { ThinkingBubble } from './thinking-bubble';

type Props = {
  chat: ChatState;
  status: CheckInStatus;
  /** Basic mode: the quick replies are large buttons, the main way to answer. */
  largeReplies?: boolean;
  onQuickReply(text: string): void;
};

/** The message log (announced politely as it grows), the typing bubble and the quick replies. */
export function ChatConversation({ chat, status, largeReplies, onQuickReply }: Props) {
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const thinking = isThinking(chat);
  const replies = status === 'active' ? visibleQuickReplies(chat) : [];

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    end.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [chat.lines, thinking, replies.length]);

  return (
    // Scrolls on its own (focusable, so the keyboard can scroll it too).
    <div
      ref={region}
      className="chat__conversation"
      role="region"
      tabIndex={0}
      aria-label={intl.formatMessage(florenceTexts.t.conversation)}
    >
      <div
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage(florenceTexts.t.messages)}
        className="chat__log"
      >
        <ol className="chat__messages">
          {chat.lines.map((line) => (
            <MessageBubble key={line.id} line={line} />
          ))}
        </ol>
      </div>
      {status === 'starting' && (
        <p className="muted chat__connecting">{intl.formatMessage(florenceTexts.t.connecting)}</p>
      )}
      <ThinkingBubble thinking={thinking} />
      <QuickReplies
        options={replies}
        large={largeReplies}
        onChoose={(text) => {
          // The buttons go away while Florence answers: keep the focus in the conversation.
          region.current?.focus({ preventScroll: true });
          onQuickReply(text);
        }}
      />
      <div ref={end} className="chat__end" />
    </div>
  );
}
