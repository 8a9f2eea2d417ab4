import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FollowUpFieldsFragment } from '../../../generated/graphql';
import { toDate } from '../../../shared/lib/date-time';
import { levelName } from '../../../shared/triage/alert-levels';
import { Button } from '../../../shared/ui/button';
import { alertAgeMessage } from '../lib/alert-age-text';
import { alertHeadline } from '../lib/alert-headline';
import { initialsOf } from '#common/person-name';
import { doctorTexts } from '../texts';
import { AlertTypeTag } from './alert-type-tag';
import { PersonName } from '../../../shared/ui/person-name';
import { ReportedBy } from '../../../shared/carers/reported-by';

type Props = {
  alert: FollowUpFieldsFragment;
  /** A list item in the phone's groups; an article on its own in the details beside the table. */
  as?: 'li' | 'article';
  now: Date;
  busy: boolean;
  onAcknowledge(): void;
  onResolve(): void;
  onOverride(): void;
};

/** What the alert was before a more important finding of the same check-in raised it. */
function AlertHistory({ history, now }: { history: FollowUpFieldsFragment['history']; now: Date }) {
  const { t } = doctorTexts;
  const intl = useIntl();
  if (history.length === 0) return null;
  return (
    <div className="follow-up__history">
      <p className="follow-up__history-title">{intl.formatMessage(t.history)}</p>
      <ul>
        {history.map((earlier) => {
          // When it was raised from this state: the age of the raise, not of the earlier alert.
          const at = toDate(earlier.replacedAt);
          const age = alertAgeMessage(at, now);
          return (
            <li key={at.toISOString()}>
              {intl.formatMessage(t.raisedFrom, {
                importance: intl.formatMessage(t[earlier.importance]),
                title: earlier.title,
                age: intl.formatMessage(age.descriptor, age.values),
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What happened, who reported it when a family carer did, and what the alert was before. */
function AlertBody({ alert, now }: { alert: FollowUpFieldsFragment; now: Date }) {
  return (
    <>
      <p className="follow-up__description">{alert.description}</p>
      <ReportedBy reporter={alert.reportedBy} className="follow-up__reporter" />
      <AlertHistory history={alert.history} now={now} />
    </>
  );
}

/**
 * After an action completes its button goes (the state is shown once, in the status): the
 * focus moves to the next action, or to the card when none is left, so it is never lost.
 */
function useFocusAfterAction(status: string) {
  const acted = useRef(false);
  const next = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    (next.current ?? card.current)?.focus();
  }, [status]);
  return { acted, next, card };
}

/** One alert: who, when, what type, what happened, its status and the doctor's actions. */
export function FollowUpItem({
  alert,
  as: Root = 'li',
  now,
  busy,
  onAcknowledge,
  onResolve,
  onOverride,
}: Props) {
  const { t } = doctorTexts;
  const intl = useIntl();
  const name = alert.patient.name;
  const raised = toDate(alert.raisedAt);
  const age = alertAgeMessage(raised, now);
  const nameId = `alert-${alert.id}-name`;
  const titleId = `alert-${alert.id}-title`;
  const canAcknowledge = alert.status === 'OPEN';
  const canResolve = alert.status !== 'RESOLVED';
  const focus = useFocusAfterAction(alert.status);
  const act = (action: () => void) => () => {
    if (busy) return;
    focus.acted.current = true;
    action();
  };
  return (
    <Root
      ref={focus.card as never}
      tabIndex={-1}
      className={`follow-up importance--${alert.importance.toLowerCase()}`}
      aria-labelledby={`${nameId} ${titleId}`}
    >
      <div className="follow-up__head">
        <span className="follow-up__avatar" aria-hidden="true" translate="no">
          {initialsOf(name)}
        </span>
        <div className="follow-up__who">
          <p className="follow-up__name">
            <Link id={nameId} to={`/patient_details/${alert.patient.id}`}>
              <PersonName>{name}</PersonName>
            </Link>
          </p>
          <p className="muted follow-up__time">
            <time dateTime={raised.toISOString()}>
              {intl.formatMessage(age.descriptor, age.values)}
            </time>
          </p>
        </div>
        <span className={`status status--${alert.status.toLowerCase()}`}>
          {intl.formatMessage(t.status, { status: intl.formatMessage(t[alert.status]) })}
        </span>
      </div>
      <h3 id={titleId} className="follow-up__title">
        <AlertTypeTag type={alert.type} />
        <span>{alertHeadline(alert.title, alert.type)}</span>
      </h3>
      <AlertBody alert={alert} now={now} />
      {alert.overrideLevel && (
        <p className="follow-up__override">
          {intl.formatMessage(t.overridden, {
            from: intl.formatMessage(levelName(alert.level)),
            to: intl.formatMessage(levelName(alert.overrideLevel)),
            reason: alert.overrideReason ?? '',
          })}
        </p>
      )}
      <div className="follow-up__actions">
        {canAcknowledge && (
          <Button
            variant="secondary"
            aria-disabled={busy}
            aria-describedby={titleId}
            onClick={act(onAcknowledge)}
          >
            {intl.formatMessage(t.acknowledge)}
          </Button>
        )}
        {canResolve && (
          <Button
            ref={canAcknowledge ? undefined : focus.next}
            variant="secondary"
            aria-disabled={busy}
            aria-describedby={titleId}
            onClick={act(onResolve)}
          >
            {intl.formatMessage(t.resolve)}
          </Button>
        )}
        <Button
          ref={canResolve ? undefined : focus.next}
          variant="ghost"
          aria-describedby={titleId}
          onClick={onOverride}
        >
          {intl.formatMessage(t.override)}
        </Button>
      </div>
    </Root>
  );
}
