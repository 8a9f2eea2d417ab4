import { graphql } from '../../../../generated';

export const DoctorHomeQuery = graphql(`
  query DoctorHome {
    doctorHome {
      doctor {
        id
        name
        department
      }
      cards {
        totalPatients {
          ...OverviewCardFields
        }
        criticalAlerts {
          ...OverviewCardFields
        }
        pendingReports {
          ...OverviewCardFields
        }
        pendingRequests {
          ...OverviewCardFields
        }
      }
      activity {
        id
        kind
        at
        patient {
          id
          name
        }
        alertTitle
        medicationCatalogKey
        medicationName
        prescriptionChange
      }
    }
  }

  fragment OverviewCardFields on OverviewCard {
    count
    changeIsNew
    lastWeek
    changePercent
  }
`);
