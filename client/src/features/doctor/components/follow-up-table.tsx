import { useIntl } from 'react-intl';
import { IMPORTANCE_ORDER } from '#common/alerts';
import type { FollowUpFieldsFragment } from '../../../generated/graphql';
import { toDate } from '../../../shared/lib/date-time';
import { DataTable, type TableColumn } from '../../../shared/ui/data-table';
import { EmptyState } from '../../../shared/ui/empty-state';
import { AllClearIllustration } from '../../../shared/ui/illustrations/all-clear-illustration';
import { alertAgeMessage } from '../lib/alert-age-text';
import { doctorTexts } from '../texts';
import { PersonName } from '../../../shared/ui/person-name';

type Alert = FollowUpFieldsFragment;
const STATUS_ORDER = ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'];

type Props = {
  alerts: readonly Alert[];
  now: Date;
  selectedId: string | null;
  onSelect(alert: Alert): void;
};

/**
 * The follow-ups on a wide screen: one sortable table, most important first. The type and
 * the description are in the chosen alert's card beside it (and the type in the filters).
 */
export function FollowUpTable({ alerts, now, selectedId, onSelect }: Props) {
  const { t } = doctorTexts;
  const intl = useIntl();
  const columns: TableColumn<Alert>[] = [
    {
      key: 'patient',
      header: intl.formatMessage(t.patient),
      cell: (alert) => <PersonName>{alert.patient.name}</PersonName>,
      sortValue: (alert) => alert.patient.name,
    },
    {
      key: 'importance',
      header: intl.formatMessage(t.importance),
      cell: (alert) => (
        <span className={`importance importance--${alert.importance.toLowerCase()}`}>
          {intl.formatMessage(t[alert.importance])}
        </span>
      ),
      sortValue: (alert) => IMPORTANCE_ORDER.indexOf(alert.importance),
    },
    {
      key: 'alert',
      header: intl.formatMessage(t.alert),
      cell: (alert) => alert.title,
      className: 'follow-up-table__alert',
      sortValue: (alert) => alert.title,
    },
    {
      key: 'status',
      header: intl.formatMessage(t.statusColumn),
      cell: (alert) => (
        <span className={`status status--${alert.status.toLowerCase()}`}>
          {intl.formatMessage(t[alert.status])}
        </span>
      ),
      sortValue: (alert) => STATUS_ORDER.indexOf(alert.status),
      className: 'data-table__nowrap',
    },
    {
      key: 'raised',
      header: intl.formatMessage(t.raised),
      cell: (alert) => {
        const raised = toDate(alert.raisedAt);
        const age = alertAgeMessage(raised, now);
        return (
          <time dateTime={raised.toISOString()}>
            {intl.formatMessage(age.descriptor, age.values)}
          </time>
        );
      },
      sortValue: (alert) => toDate(alert.raisedAt),
      className: 'data-table__nowrap',
      firstDirection: 'descending',
    },
  ];
  return (
    <DataTable
      caption={intl.formatMessage(t.notifications)}
      columns={columns}
      rows={alerts}
      rowKey={(alert) => alert.id}
      initialSort={{ key: 'importance', direction: 'ascending' }}
      selectedKey={selectedId}
      onSelect={onSelect}
      rowAttributes={(alert) => ({ 'data-importance': alert.importance })}
      empty={
        <EmptyState
          illustration={<AllClearIllustration />}
          title={intl.formatMessage(t.noAlerts)}
        />
      }
    />
  );
}
