// A patient's report as a PDF, for the patient themself (issue 13) or a doctor of their
// care team (issue 12): the period's rules are common/reports/report-period.ts; a
// refused period or viewer writes nothing and says why in the viewer's language.
import { clinicDay } from '#common/clinic-day';
import { reportPeriod, type ReportRequest } from '#common/reports/report-period';
import { AppError } from '../../errors';
import { accessOf } from '../access/access-policy';
import type { ServiceContext, Viewing } from '../service-context';
import { reportData } from './report-data';
import { renderReport } from './report-pdf';

export type PatientReportInput = { patientId: string; request: ReportRequest; now?: Date };

export async function patientReport(
  ctx: Viewing & Pick<ServiceContext, 'language'>,
  input: PatientReportInput,
) {
  const { patientId, now = new Date() } = input;
  await accessOf(ctx).wellness({ patientId });
  const checked = reportPeriod(input.request, clinicDay(now));
  if ('problem' in checked)
    throw new AppError('VALIDATION_FAILED', { fields: { period: checked.problem } });
  const data = await reportData(ctx.prisma, {
    patientId,
    period: checked.period,
    language: ctx.language,
    now,
  });
  const pdf = await renderReport(data, ctx.language, now);
  return { pdf, period: checked.period, patientName: data.patient.name };
}
