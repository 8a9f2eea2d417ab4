// A patient's report as a PDF download: GET /reports/patients/{id}?kind=weeks&count=2,
// ?kind=month&count=1 or ?kind=custom&from=YYYY-MM-DD&to=YYYY-MM-DD, in the language of
// the request. The domain service checks who asks and the period's rules.
import type { ReportRequest } from '#common/reports/report-period';
import { patientReport } from '../domain/reports/report-service';
import { FileAnswer, type RestRoute } from './router';

/** The query as a request; a count that is not a whole number is left for the rules to refuse. */
function requestOf(query: URLSearchParams): ReportRequest {
  const kind = query.get('kind');
  const count = Number(query.get('count') ?? '');
  if (kind === 'weeks' || kind === 'month') return { kind, count };
  return { kind: 'custom', from: query.get('from') ?? '', to: query.get('to') ?? '' };
}

export const reportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/reports/patients/:patientId',
    auth: 'required',
    async handle({ ctx, params, query }) {
      const report = await patientReport(ctx, {
        patientId: params.patientId,
        request: requestOf(query),
      });
      const name = `${report.patientName} ${report.period.from}–${report.period.to}.pdf`;
      return new FileAnswer('application/pdf', name, report.pdf);
    },
  },
];
