import { graphql } from '../../../generated';

/** /achievements and /achievements_library: the rank card, badges, milestones, recent. */
export const AchievementsQuery = graphql(`
  query Achievements {
    achievements {
      rank {
        name
        from
        totalXp
        nextAt
        nextName
        progress
      }
      badges {
        ...BadgeFields
      }
      milestones {
        ...BadgeFields
      }
      recent {
        kind
        badgeId
        rankName
        at
      }
    }
  }
`);

/** /badge_details/:badgeId: one badge, or NOT_FOUND. */
export const BadgeQuery = graphql(`
  query Badge($badgeId: String!) {
    badge(id: $badgeId) {
      ...BadgeFields
    }
  }
`);
