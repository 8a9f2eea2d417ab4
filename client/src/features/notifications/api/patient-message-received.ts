import { graphql } from '../../../generated';

export const PatientMessageReceivedSubscription = graphql(`
  subscription PatientMessageReceived {
    patientMessageReceived {
      ...NotificationFields
    }
  }
`);
