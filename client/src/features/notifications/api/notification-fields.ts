import { graphql } from '../../../generated';

/** A doctor's message as the notification card and list show it. */
export const NotificationFields = graphql(`
  fragment NotificationFields on PatientMessage {
    id
    type
    title
    description
    createdAt
    readAt
    dismissedAt
    from {
      id
      name
    }
  }
`);
