import { graphql } from '../../../../generated';

export const PatientAlertsQuery = graphql(`
  query PatientAlerts($filter: FollowUpFilter) {
    followUps(filter: $filter) {
      ...FollowUpFields
    }
  }
`);
