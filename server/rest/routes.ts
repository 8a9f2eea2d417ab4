// Every REST mirror route, domain by domain.
import { accountRoutes } from './accounts';
import type { RestRoute } from './router';

export const restRoutes: RestRoute[] = [...accountRoutes];
