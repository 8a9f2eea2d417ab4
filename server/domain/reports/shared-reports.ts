// Reports a patient shares with their care team (issue 13): the patient picks a period in
// the report dialog and shares it; each doctor of the team downloads it as a PDF made for
// them (in their language), and until one of them does it counts among the doctor home's
// pending reports. Only the period is stored: the PDF always shows the records as they are.
import { clinicDay } from '#common/clinic-day';
import { reportPeriod, type ReportRequest } from '#common/reports/report-period';
import { AppError } from '../../errors';
import { accessOf } from '../access/access-policy';
import { sharesWellnessData } from '../access/data-sharing';
import type { ServiceContext, Viewing } from '../service-context';
import { patientReport } from './report-service';

/** A patient's list stays short: the newest shares are the ones a doctor acts on. */
export const SHARED_REPORTS_SHOWN = 20;

const sharedFields = {
  id: true,
  patientId: true,
  periodFrom: true,
  periodTo: true,
  sharedAt: true,
  doctorOpenedAt: true,
} as const;

/**
 * The signed-in patient shares the report of a period. The period follows the dialog's
 * rules; sharing needs a doctor on the care team and data sharing on (a doctor could not
 * read it otherwise). The same period shared again is the same report, pending again.
 */
export async function shareReport(ctx: Viewing, input: { request: ReportRequest; now?: Date }) {
  const patientId = await accessOf(ctx).self('WELLNESS');
  const now = input.now ?? new Date();
  const checked = reportPeriod(input.request, clinicDay(now));
  if ('problem' in checked)
    throw new AppError('VALIDATION_FAILED', { fields: { period: checked.problem } });
  const [doctors, sharing] = await Promise.all([
    ctx.prisma.careTeamLink.count({ where: { patientId } }),
    sharesWellnessData(ctx.prisma, patientId),
  ]);
  if (!doctors) throw new AppError('NO_CARE_TEAM');
  if (!sharing) throw new AppError('SHARING_OFF');
  const { from, to } = checked.period;
  return ctx.prisma.sharedReport.upsert({
    where: { patientId_periodFrom_periodTo: { patientId, periodFrom: from, periodTo: to } },
    create: { patientId, periodFrom: from, periodTo: to, sharedAt: now },
    update: { sharedAt: now, doctorOpenedAt: null },
    select: sharedFields,
  });
}

/** The newest shared reports of a patient, for the patient or a doctor of their team. */
export async function sharedReports(ctx: Viewing, input: { patientId?: string | null }) {
  const patientId = await accessOf(ctx).wellness({ patientId: input.patientId });
  return ctx.prisma.sharedReport.findMany({
    where: { patientId },
    orderBy: { sharedAt: 'desc' },
    take: SHARED_REPORTS_SHOWN,
    select: sharedFields,
  });
}

/**
 * One shared report as a PDF in the reader's language. A doctor's download ends its time
 * as a pending report; an id that is not the reader's to see answers NOT_FOUND.
 */
export async function openSharedReport(
  ctx: Viewing & Pick<ServiceContext, 'language'>,
  input: { reportId: string; now?: Date },
) {
  const shared = await accessOf(ctx).record(
    await ctx.prisma.sharedReport.findUnique({
      where: { id: input.reportId },
      select: sharedFields,
    }),
    'WELLNESS',
  );
  const request = { kind: 'custom', from: shared.periodFrom, to: shared.periodTo } as const;
  const report = await patientReport(ctx, { patientId: shared.patientId, request, now: input.now });
  if (ctx.viewer?.role === 'DOCTOR' && !shared.doctorOpenedAt)
    await ctx.prisma.sharedReport.updateMany({
      where: { id: shared.id, doctorOpenedAt: null },
      data: { doctorOpenedAt: input.now ?? new Date() },
    });
  return report;
}
