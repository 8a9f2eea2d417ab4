// A patient's report as a PDF download: GET /reports/patients/{id}?kind=weeks&count=2,
// ?kind=month&count=1 or ?kind=custom&from=YYYY-MM-DD&to=YYYY-MM-DD, in the language of
// the request. The domain service checks who asks and the period's rules.
// GET /reports/shared/{id} is a report the patient shared with their care team.
import { reportRequestOf } from '#common/reports/report-period';
import { patientReport } from '../domain/reports/report-service';
import { openSharedReport } from '../domain/reports/shared-reports';
import { FileAnswer, type RestRoute } from './router';

/** The query as a request; a count that is not a whole number is left for the rules to refuse. */
const requestOf = (query: URLSearchParams) =>
  reportRequestOf({
    kind: query.get('kind'),
    count: Number(query.get('count') ?? ''),
    from: query.get('from'),
    to: query.get('to'),
  });

const pdfAnswer = (report: Awaited<ReturnType<typeof patientReport>>) =>
  new FileAnswer(
    'application/pdf',
    `${report.patientName} ${report.period.from}–${report.period.to}.pdf`,
    report.pdf,
  );

export const reportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/reports/patients/:patientId',
    auth: 'required',
    async handle({ ctx, params, query }) {
      return pdfAnswer(
        await patientReport(ctx, { patientId: params.patientId, request: requestOf(query) }),
      );
    },
  },
  {
    method: 'GET',
    path: '/reports/shared/:reportId',
    auth: 'required',
    async handle({ ctx, params }) {
      return pdfAnswer(await openSharedReport(ctx, { reportId: params.reportId }));
    },
  },
];
