import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../../i18n/common-texts';
import type { FollowUpFieldsFragment } from '../../../generated/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useMediaQuery } from '../../../shared/lib/use-media-query';
import { useNow } from '../../../shared/lib/use-now';
import { WIDE_QUERY } from '../../../shared/ui/breakpoints';
import { FormMessage } from '../../../shared/ui/form-message';
import { ListDetail } from '../../../shared/ui/list-detail';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { AcknowledgeAlertMutation } from '../api/acknowledge-alert';
import { ResolveAlertMutation } from '../api/resolve-alert';
import { NO_FILTERS } from '../lib/follow-up-filters';
import { GROUP_COLUMNS, groupByImportance } from '../lib/group-alerts';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useFollowUps } from '../lib/use-follow-ups';
import { doctorTexts } from '../texts';
import { FollowUpGroup } from './follow-up-group';
import { FollowUpItem } from './follow-up-item';
import { FollowUpTable } from './follow-up-table';
import { FollowUpToolbar } from './follow-up-toolbar';
import { OverrideDialog } from './override-dialog';
import '../doctor.css';

/**
 * /doctor_notifications: the doctor's follow-ups, live. Phones: four groups by importance,
 * each alert a card with its actions. From 1024 px: a sortable table with the chosen
 * alert's card beside it.
 */
/** Phones and narrow windows: the four importance groups in two columns. */
function FollowUpColumns({
  groups,
  handlers,
}: {
  groups: ReturnType<typeof groupByImportance<FollowUpFieldsFragment>>;
  handlers: Omit<React.ComponentProps<typeof FollowUpGroup>, 'importance' | 'alerts'>;
}) {
  return (
    <div className="follow-ups__columns">
      {GROUP_COLUMNS.map((column) => (
        <div key={column.join()} className="follow-ups__column">
          {column.map((importance) => (
            <FollowUpGroup
              key={importance}
              importance={importance}
              alerts={groups[importance]}
              {...handlers}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

export function FollowUpsPage() {
  const { t } = doctorTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const now = useNow(30_000);
  const [filters, setFilters] = useState(NO_FILTERS);
  const search = useDebouncedValue(filters.search, 300);
  const { alerts, loading, error, announcement } = useFollowUps({ ...filters, search });
  const [acknowledge] = useMutation(AcknowledgeAlertMutation);
  const [resolve] = useMutation(ResolveAlertMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string>();
  const [overriding, setOverriding] = useState<FollowUpFieldsFragment | null>(null);
  const groups = groupByImportance(alerts);
  const wide = useMediaQuery(WIDE_QUERY);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detail = useRef<HTMLElement>(null);
  // the chosen alert while it is listed, else the most important one (the table's first row)
  const selected =
    alerts.find((alert) => alert.id === selectedId) ?? Object.values(groups).flat()[0] ?? null;

  // Each action names the version of the alert the doctor saw (raisedAt): it does not
  // apply to an alert raised since, which the list then shows instead.
  const act =
    (run: (variables: { id: string; raisedAt: unknown }) => Promise<unknown>) =>
    async (alert: FollowUpFieldsFragment) => {
      setBusyId(alert.id);
      setActionError(undefined);
      try {
        await run({ id: alert.id, raisedAt: alert.raisedAt });
      } catch (failure) {
        setActionError(errorText(failure));
      } finally {
        setBusyId(null);
      }
    };
  const handlers = {
    busyId,
    now,
    onAcknowledge: act((variables) => acknowledge({ variables })),
    onResolve: act((variables) => resolve({ variables })),
    onOverride: setOverriding,
  };

  const list = wide ? (
    <ListDetail
      detailLabel={intl.formatMessage(t.selectedAlert)}
      detailRef={detail}
      list={
        <FollowUpTable
          alerts={alerts}
          now={now}
          selectedId={selected?.id ?? null}
          onSelect={(alert) => {
            setSelectedId(alert.id);
            detail.current?.focus({ preventScroll: true });
          }}
        />
      }
      detail={
        selected ? (
          <FollowUpItem
            as="article"
            alert={selected}
            now={now}
            busy={busyId === selected.id}
            onAcknowledge={() => handlers.onAcknowledge(selected)}
            onResolve={() => handlers.onResolve(selected)}
            onOverride={() => handlers.onOverride(selected)}
          />
        ) : (
          <p className="muted">{intl.formatMessage(t.chooseAlert)}</p>
        )
      }
    />
  ) : (
    <FollowUpColumns groups={groups} handlers={handlers} />
  );

  return (
    <Page width="wide" className="follow-ups">
      <PageHeader
        title={intl.formatMessage(t.notifications)}
        description={intl.formatMessage(t.followUpsIntro)}
      />
      <FollowUpToolbar filters={filters} onChange={setFilters} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {/* a new node for every alert, so the same words are announced again */}
        <span key={announcement.count}>{announcement.text}</span>
      </p>
      {error && !alerts.length && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      <FormMessage tone="error">{actionError}</FormMessage>
      {loading ? <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p> : list}
      <OverrideDialog alert={overriding} onClose={() => setOverriding(null)} />
    </Page>
  );
}
