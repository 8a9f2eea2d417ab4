import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { MESSAGE_TYPES, isMessageType } from '#common/messages/message-types';
import type { NotificationFieldsFragment } from '../../../generated/graphql';
import { useLanguage } from '../../../i18n/use-language';
import { toDate } from '../../../shared/lib/date-time';
import { Dialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icon';
import { DismissMessageMutation } from '../api/dismiss-message';
import { MarkMessagesReadMutation } from '../api/mark-messages-read';
import { cardMessages } from '../lib/notification-list';
import { useNotifications } from '../lib/use-notifications';
import { notificationTexts } from '../texts';
import '../notifications.css';

const { t } = notificationTexts;

function useTypeLabel() {
  const { language } = useLanguage();
  return (type: string) => (isMessageType(type) ? MESSAGE_TYPES[type][language] : type);
}

function tone(type: string) {
  return isMessageType(type) ? MESSAGE_TYPES[type].tone : 'info';
}

function MessageBody({ message }: { message: NotificationFieldsFragment }) {
  const intl = useIntl();
  const typeLabel = useTypeLabel();
  const at = toDate(message.createdAt);
  return (
    <>
      <p className="notice__meta">
        <span className={`notice__type notice__type--${tone(message.type)}`}>
          {typeLabel(message.type)}
        </span>{' '}
        <time dateTime={at.toISOString()}>
          {intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <p className="notice__title">{message.title}</p>
      <p>{message.description}</p>
      <p className="muted">{intl.formatMessage(t.from, { name: message.from.name })}</p>
    </>
  );
}

/**
 * The bell with the unread count, the top notification card ('+ N more', dismiss) and the
 * list of all messages behind the bell. New messages arrive live.
 */
export function PatientNotifications() {
  const intl = useIntl();
  const { data, announcement } = useNotifications();
  const [open, setOpen] = useState(false);
  const [dismiss] = useMutation(DismissMessageMutation);
  const [markRead] = useMutation(MarkMessagesReadMutation, { refetchQueries: ['MyMessages'] });
  const messages = data?.messages ?? [];
  const unread = data?.unread ?? 0;
  const { shown, more } = cardMessages(messages);
  const openList = () => {
    setOpen(true);
    if (unread) void markRead({ variables: { ids: null } }).catch(() => undefined);
  };
  return (
    <div className="notices">
      <div className="notices__bar">
        <button
          type="button"
          className="icon-button notices__bell"
          aria-label={intl.formatMessage(t.bell, { n: unread })}
          onClick={openList}
        >
          <Icon name="bell" />
          {unread > 0 && (
            <span className="notices__badge" aria-hidden="true">
              {unread}
            </span>
          )}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        <span key={announcement.count}>{announcement.text}</span>
      </p>
      {shown && (
        <section className={`card notice notice--${tone(shown.type)}`} aria-label={shown.title}>
          <MessageBody message={shown} />
          <div className="notice__actions">
            {more > 0 && (
              <button type="button" className="btn btn--ghost" onClick={openList}>
                {intl.formatMessage(t.more, { n: more })}
              </button>
            )}
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void dismiss({ variables: { id: shown.id } }).catch(() => undefined)}
            >
              {intl.formatMessage(t.dismiss)}
            </button>
          </div>
        </section>
      )}
      <Dialog open={open} title={intl.formatMessage(t.title)} onClose={() => setOpen(false)}>
        {messages.length === 0 ? (
          <p className="dialog__body">{intl.formatMessage(t.empty)}</p>
        ) : (
          <ul className="notice-list">
            {messages.map((message) => (
              <li key={message.id} className={`notice notice--${tone(message.type)}`}>
                {!message.readAt && (
                  <span className="notice__unread">{intl.formatMessage(t.unread)}</span>
                )}
                <MessageBody message={message} />
              </li>
            ))}
          </ul>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}>
            {intl.formatMessage(t.close)}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
