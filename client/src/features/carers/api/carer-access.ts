import { graphql } from '../../../generated';

/** The people the signed-in carer cares for (asked without X-Care-For: see the shell). */
export const CaredPersonsQuery = graphql(`
  query CaredPersons {
    caredPersons {
      patientId
      name
      relationship
      grants
    }
  }
`);

export const CarerAccessChangedSubscription = graphql(`
  subscription CarerAccessChanged {
    carerAccessChanged
  }
`);
