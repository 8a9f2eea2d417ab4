import { useState } from 'react';
import { useIntl } from 'react-intl';
import { clinicDay } from '#common/clinic-day';
import {
  daysInclusive,
  lastSevenDays,
  reportPeriod,
  type ReportRequest,
} from '#common/reports/report-period';
import { commonTexts } from '../../../../i18n/common-texts';
import { validationDescriptor } from '../../../../i18n/server-texts';
import { useLanguage } from '../../../../i18n/use-language';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { FormMessage } from '../../../../shared/ui/form-message';
import { TabList, tabPanelProps } from '../../../../shared/ui/tab-list';
import { downloadReport } from '../lib/download-report';
import { reportTexts } from '../texts';
import { CountStepper, DateRangeFields } from './period-fields';
import '../reports.css';

type Kind = ReportRequest['kind'];
type Patient = { id: string; name: string };

/**
 * The report dialog (spec: By Weeks, By Month, Custom Range): the period's rules as the
 * server checks them, Generate disabled while they fail, a status while the PDF is made,
 * then the file downloads.
 */
export function ReportDialog({ patient, onClose }: { patient: Patient | null; onClose(): void }) {
  const { t } = reportTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const today = clinicDay(new Date());
  const [kind, setKind] = useState<Kind>('weeks');
  const [counts, setCounts] = useState({ weeks: 1, month: 1 });
  const [range, setRange] = useState(() => lastSevenDays(today));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const request: ReportRequest =
    kind === 'custom' ? { kind, ...range } : { kind, count: counts[kind] };
  const checked = reportPeriod(request, today);
  const problem = 'problem' in checked ? checked.problem : null;

  const choose = (next: Kind) => {
    setKind(next);
    setOutcome(undefined); // changing tab clears the error (spec)
    if (next === 'custom') setRange(lastSevenDays(today));
  };
  const generate = async () => {
    if (!patient || problem) return;
    setBusy(true);
    setOutcome(undefined);
    const result = await downloadReport(patient.id, request, language).catch(() => ({
      ok: false as const,
      message: intl.formatMessage(commonTexts.t.networkError),
    }));
    setBusy(false);
    setOutcome(
      result.ok
        ? { tone: 'success', text: intl.formatMessage(t.downloaded) }
        : { tone: 'error', text: result.message },
    );
  };
  const close = () => {
    setOutcome(undefined);
    onClose();
  };

  return (
    <Dialog open={!!patient} title={intl.formatMessage(t.title)} onClose={close}>
      <p className="dialog__body">{intl.formatMessage(t.forPatient, { name: patient?.name })}</p>
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
      <FormMessage tone={outcome?.tone ?? 'success'}>{outcome?.text}</FormMessage>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={close}>
          {intl.formatMessage(t.cancel)}
        </Button>
        <Button
          disabled={!!problem}
          busy={busy}
          busyText={intl.formatMessage(t.generating)}
          onClick={() => void generate()}
        >
          {intl.formatMessage(t.generate)}
        </Button>
      </div>
    </Dialog>
  );
}
