// Every REST mirror route, domain by domain.
import { accountRoutes } from './accounts';
import { triageRoutes } from './triage';
import { florenceRoutes } from './florence';
import { avatarRoutes } from './avatars';
import type { RestRoute } from './router';

export const restRoutes: RestRoute[] = [
  ...accountRoutes,
  ...avatarRoutes,
  ...triageRoutes,
  ...florenceRoutes,
];
