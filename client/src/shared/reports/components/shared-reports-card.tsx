import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { SharedReportsQuery } from '../api/shared-reports';
import { downloadReport, sharedReportPath } from '../lib/download-report';
import { reportTexts } from '../texts';
import '../reports.css';

/**
 * The reports a patient shared with their care team, newest first: a doctor's download
 * makes the PDF in their language and ends its time as a pending report ('New').
 */
export function SharedReportsCard({ patientId }: { patientId: string }) {
  const { t } = reportTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const { data, error, refetch } = useQuery(SharedReportsQuery, {
    variables: { patientId },
    fetchPolicy: 'cache-and-network',
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();

  const open = async (id: string) => {
    setBusyId(id);
    setFailure(undefined);
    const result = await downloadReport(sharedReportPath(id), language).catch((caught) => ({
      ok: false as const,
      message: errorText(caught),
    }));
    setBusyId(null);
    if (result.ok) void refetch();
    else setFailure(result.message);
  };

  const reports = data?.sharedReports;
  return (
    <section className="card overview-card" aria-labelledby="shared-reports-title">
      <h2 id="shared-reports-title" className="overview-card__title">
        {intl.formatMessage(t.sharedReports)}
      </h2>
      {error && !reports && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {reports?.length === 0 && <p className="muted">{intl.formatMessage(t.noShared)}</p>}
      {!!reports?.length && (
        <ul className="shared-reports">
          {reports.map((report) => {
            const period = intl.formatMessage(t.sharedPeriod, {
              from: report.periodFrom,
              to: report.periodTo,
            });
            return (
              <li key={report.id} className="shared-reports__item">
                <div>
                  <p>
                    {period}{' '}
                    {!report.doctorOpenedAt && (
                      <span className="shared-reports__new">{intl.formatMessage(t.notOpened)}</span>
                    )}
                  </p>
                  <p className="muted">
                    {intl.formatMessage(t.sharedOn, {
                      when: intl.formatDate(new Date(report.sharedAt as string), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  busy={busyId === report.id}
                  busyText={intl.formatMessage(t.generating)}
                  aria-label={intl.formatMessage(t.downloadPeriod, { period })}
                  onClick={() => void open(report.id)}
                >
                  {intl.formatMessage(t.download)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FormMessage tone="error">{failure}</FormMessage>
    </section>
  );
}
