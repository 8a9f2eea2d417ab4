import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReportRequest } from '#common/reports/report-period';
import { commonTexts } from '../../../i18n/common-texts';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../api/use-error-text';
import { ShareReportMutation, SharedReportsQuery } from '../api/shared-reports';
import { downloadReport, reportPath, type ReportProgress } from '../lib/download-report';
import { reportTexts } from '../texts';

export type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * What the report dialog does with a valid period: download the PDF with its progress, or
 * share the period with the patient's care team; each ends in one outcome sentence.
 */
export function useReportActions(patientId: string | undefined) {
  const { t } = reportTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const [progress, setProgress] = useState<ReportProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const [shareMutation, sharing] = useMutation(ShareReportMutation, {
    refetchQueries: [SharedReportsQuery],
  });

  const reset = () => {
    setOutcome(undefined);
    setProgress(null);
  };
  const generate = async (request: ReportRequest) => {
    if (!patientId) return;
    reset();
    const result = await downloadReport(
      reportPath(patientId, request),
      language,
      setProgress,
    ).catch(() => ({
      ok: false as const,
      message: intl.formatMessage(commonTexts.t.networkError),
    }));
    if (!result.ok) setProgress(null);
    setOutcome(
      result.ok
        ? { tone: 'success', text: intl.formatMessage(t.downloaded) }
        : { tone: 'error', text: result.message },
    );
  };
  const share = async (request: ReportRequest) => {
    reset();
    const period =
      request.kind === 'custom' ? request : { kind: request.kind, count: request.count };
    try {
      const { data } = await shareMutation({ variables: { period } });
      const shared = data!.shareReport;
      setOutcome({
        tone: 'success',
        text: intl.formatMessage(t.shared, { from: shared.periodFrom, to: shared.periodTo }),
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };
  const downloading = progress !== null && progress.step !== 'saved';
  return { progress, outcome, generate, share, reset, downloading, sharing: sharing.loading };
}
