// Every REST mirror route, domain by domain.
import { accountRoutes } from './accounts';
import { triageRoutes } from './triage';
import { florenceRoutes } from './florence';
import { avatarRoutes } from './avatars';
import { fhirRoutes } from './fhir';
import { reportRoutes } from './reports';
import { openApiRoutes } from './openapi/routes';
import type { RestRoute } from './router';

export const restRoutes: RestRoute[] = [
  ...accountRoutes,
  ...avatarRoutes,
  ...triageRoutes,
  ...florenceRoutes,
  ...fhirRoutes,
  ...reportRoutes,
  // the document describes every route above, and itself
  ...openApiRoutes(() => restRoutes),
];
