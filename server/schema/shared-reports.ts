// Reports a patient shares with their care team: the patient shares a period, the care
// team lists them on the patient's record and downloads each from GET /reports/shared/{id}.
import { reportRequestOf } from '#common/reports/report-period';
import { builder } from './builder';
import { shareReport, sharedReports } from '../domain/reports/shared-reports';

const ReportPeriodInput = builder.inputType('ReportPeriodInput', {
  description: 'A report period by the report dialog’s rules (at least 1 week, 1 month or 7 days).',
  fields: (t) => ({
    kind: t.string({ description: 'weeks, month or custom' }),
    count: t.int({
      required: false,
      description: 'weeks or months back from today (weeks and month)',
    }),
    from: t.string({ required: false, description: 'first day, YYYY-MM-DD (custom)' }),
    to: t.string({
      required: false,
      description: 'last day, YYYY-MM-DD, not after today (custom)',
    }),
  }),
});

builder.prismaObject('SharedReport', {
  description: 'A report the patient shared with their care team: its period, both days included.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Download it from GET /reports/shared/{id} (PDF).' }),
    periodFrom: t.exposeString('periodFrom', { description: 'first day, YYYY-MM-DD' }),
    periodTo: t.exposeString('periodTo', { description: 'last day, YYYY-MM-DD' }),
    sharedAt: t.expose('sharedAt', { type: 'DateTime', description: 'when it was last shared' }),
    doctorOpenedAt: t.expose('doctorOpenedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'when a doctor of the care team first downloaded it; null: still pending',
    }),
  }),
});

builder.queryField('sharedReports', (t) =>
  t.prismaField({
    type: ['SharedReport'],
    description:
      'The newest 20 reports the patient shared: the signed-in patient’s own, or a patient of the signed-in doctor’s care team (patientId).',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id({ required: false, description: 'for a doctor: the patient' }) },
    resolve: (_query, _root, args, ctx) =>
      sharedReports(ctx, { patientId: args.patientId ? String(args.patientId) : null }),
  }),
);

builder.mutationField('shareReport', (t) =>
  t.prismaField({
    type: 'SharedReport',
    description:
      'The signed-in patient shares the report of a period with their care team; sharing the same period again makes it pending again.',
    authScopes: { patient: true, carer: true },
    args: {
      period: t.arg({
        type: ReportPeriodInput,
        required: true,
        description: 'the period to share, by the report dialog’s rules',
      }),
    },
    resolve: (_query, _root, args, ctx) =>
      shareReport(ctx, { request: reportRequestOf(args.period) }),
  }),
);
