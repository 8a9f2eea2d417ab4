import { useQuery } from '@apollo/client/react';
import { AchievementsQuery } from '../api/achievements';

/** The achievements read, fresh on each visit (a check-in elsewhere may have changed it). */
export function useAchievements() {
  return useQuery(AchievementsQuery, { fetchPolicy: 'cache-and-network' });
}
