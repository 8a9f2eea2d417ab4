import { graphql } from '../../../generated';

export const CareTeamDoctorsQuery = graphql(`
  query CareTeamDoctors {
    careTeamDoctors {
      id
      name
      specialty
      phoneNumber
    }
  }
`);
