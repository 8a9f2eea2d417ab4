// GET /openapi.json (the document) and GET /api-docs (a page that renders it, served from
// here: no CDN). The page's script is a file of its own, as the CSP allows no inline script.
import type { RestRoute } from '../router';
import { openApiDocument } from './document';

export function openApiRoutes(documented: () => RestRoute[]): RestRoute[] {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return [
    {
      method: 'GET',
      path: '/openapi.json',
      handle: async ({ ctx }) => (document ??= openApiDocument(documented(), ctx.config.appUrl)),
    },
  ];
}
