import { graphql } from '../../../generated';

export const ShareReportMutation = graphql(`
  mutation ShareReport($period: ReportPeriodInput!) {
    shareReport(period: $period) {
      id
      periodFrom
      periodTo
      sharedAt
      doctorOpenedAt
    }
  }
`);

export const SharedReportsQuery = graphql(`
  query SharedReports($patientId: ID) {
    sharedReports(patientId: $patientId) {
      id
      periodFrom
      periodTo
      sharedAt
      doctorOpenedAt
    }
  }
`);
