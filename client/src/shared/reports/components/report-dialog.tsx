import { useState } from 'react';
import { useIntl } from 'react-intl';
import { clinicDay } from '#common/clinic-day';
import {
  daysInclusive,
  lastSevenDays,
  reportPeriod,
  type ReportRequest,
} from '#common/reports/report-period';
import { validationDescriptor } from '../../../i18n/server-texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { FormMessage } from '../../../shared/ui/form-message';
import { TabList, tabPanelProps } from '../../../shared/ui/tab-list';
import { reportTexts } from '../texts';
import { CountStepper, DateRangeFields } from './period-fields';
import { ReportProgressBar } from './report-progress';
import { useReportActions } from './use-report-actions';
import '../reports.css';

type Kind = ReportRequest['kind'];
type Patient = { id: string; name: string };

/**
 * The report dialog (spec: By Weeks, By Month, Custom Range): the period's rules as the
 * server checks them, Generate disabled while they fail, the real progress while the PDF
 * is made and arrives, then the file downloads. For the patient's own report
 * (`ownReport`), the same period can be shared with their care team.
 */
export function ReportDialog({
  patient,
  ownReport = false,
  onClose,
}: {
  patient: Patient | null;
  ownReport?: boolean;
  onClose(): void;
}) {
  const { t } = reportTexts;
  const intl = useIntl();
  const today = clinicDay(new Date());
  const [kind, setKind] = useState<Kind>('weeks');
  const [counts, setCounts] = useState({ weeks: 1, month: 1 });
  const [range, setRange] = useState(() => lastSevenDays(today));
  const actions = useReportActions(patient?.id);
  const request: ReportRequest =
    kind === 'custom' ? { kind, ...range } : { kind, count: counts[kind] };
  const checked = reportPeriod(request, today);
  const problem = 'problem' in checked ? checked.problem : null;
  const busy = actions.downloading || actions.sharing;

  const choose = (next: Kind) => {
    setKind(next);
    actions.reset(); // changing tab clears the error (spec)
    if (next === 'custom') setRange(lastSevenDays(today));
  };
  const close = () => {
    actions.reset();
    onClose();
  };

  return (
    <Dialog open={!!patient} title={intl.formatMessage(t.title)} onClose={close}>
      <p className="dialog__body">
        {ownReport
          ? intl.formatMessage(t.myReport)
          : intl.formatMessage(t.forPatient, { name: patient?.name })}
      </p>
      <TabList<Kind>
        id="report-period"
        label={intl.formatMessage(t.tabs)}
        tabs={(['weeks', 'month', 'custom'] as const).map((key) => ({
          key,
          label: intl.formatMessage(t[key]),
        }))}
        selected={kind}
        onSelect={choose}
      />
      <div {...tabPanelProps('report-period', kind)} className="report-panel">
        {kind === 'custom' ? (
          <DateRangeFields {...range} today={today} onChange={setRange} />
        ) : (
          <CountStepper
            id={`report-${kind}`}
            label={intl.formatMessage(kind === 'weeks' ? t.weekCount : t.monthCount)}
            value={counts[kind]}
            onChange={(value) => setCounts({ ...counts, [kind]: value })}
          />
        )}
        <p className="muted" aria-live="polite">
          {'period' in checked
            ? `${intl.formatMessage(t.days, { days: daysInclusive(checked.period) })} · ${intl.formatMessage(t.covers, checked.period)}`
            : intl.formatMessage(validationDescriptor(intl, problem))}
        </p>
      </div>
      {actions.progress && <ReportProgressBar progress={actions.progress} />}
      <FormMessage tone={actions.outcome?.tone ?? 'success'}>{actions.outcome?.text}</FormMessage>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={close}>
          {intl.formatMessage(t.cancel)}
        </Button>
        {ownReport && (
          <Button
            variant="secondary"
            disabled={!!problem || busy}
            busy={actions.sharing}
            busyText={intl.formatMessage(t.sharing)}
            onClick={() => void actions.share(request)}
          >
            {intl.formatMessage(t.share)}
          </Button>
        )}
        <Button
          disabled={!!problem || actions.sharing}
          busy={actions.downloading}
          busyText={intl.formatMessage(t.generating)}
          onClick={() => void actions.generate(request)}
        >
          {intl.formatMessage(t.generate)}
        </Button>
      </div>
    </Dialog>
  );
}
