import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui/icon';
import { florenceTexts } from '../texts';

// The server refuses longer messages (text_too_long); the box stops there instead.
const MAX_MESSAGE_LENGTH = 2000;

type Props = {
  id: string;
  /** While Florence replies (or no session is open) nothing can be typed or sent. */
  disabled: boolean;
  /** Resolves false when the message was not taken; the text comes back into the box. */
  onSend(text: string): Promise<boolean>;
  label?: string;
  autoFocus?: boolean;
};

export function ChatComposer({ id, disabled, onSend, label, autoFocus }: Props) {
  const { t } = florenceTexts;
  const intl = useIntl();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const typing = useRef(false);

  // Back to the box after the reply, for whoever was typing (the box was disabled meanwhile).
  useEffect(() => {
    if (!disabled && typing.current) input.current?.focus();
  }, [disabled]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || disabled) return;
    typing.current = true;
    setText('');
    if (!(await onSend(message))) setText(message);
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label className={label ? 'composer__label' : 'visually-hidden'} htmlFor={id}>
        {label ?? intl.formatMessage(t.messageLabel)}
      </label>
      <div className="composer__row">
        <input
          ref={input}
          id={id}
          className="field__input composer__input"
          type="text"
          autoComplete="off"
          autoFocus={autoFocus}
          enterKeyHint="send"
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={intl.formatMessage(t.messagePlaceholder)}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => (typing.current = true)}
        />
        <button
          type="submit"
          className="icon-button composer__send"
          aria-label={intl.formatMessage(t.send)}
          disabled={disabled || !text.trim()}
        >
          <Icon name="send" size={20} />
        </button>
      </div>
    </form>
  );
}
