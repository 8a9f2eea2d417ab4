import { graphql } from '../../../generated';

/** New and changed alerts of the doctor's own patients, attached to FollowUpsQuery. */
export const FollowUpAlertsSubscription = graphql(`
  subscription FollowUpAlerts {
    followUpAlerts {
      ...FollowUpFields
    }
  }
`);
