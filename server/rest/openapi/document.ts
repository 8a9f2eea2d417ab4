// The REST mirror's OpenAPI 3.1 document, built from the route table (paths, methods, who
// may call) and each route's entry in route-docs.ts (whose body rules are the server's own
// Yup rules). A route without an entry fails the build of the document, so none is missed.
import { ROUTE_DOCS, type RouteDoc } from './route-docs';
import { objectSchemaOf, type JsonSchema } from './yup-json-schema';

type DocumentedRoute = { method: string; path: string; auth?: 'required' };

const ERROR = {
  type: 'object',
  description: 'The one error shape of every API path (translated by Accept-Language).',
  properties: {
    detail: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['detail'],
};

/** '/triage/latest/:userId' as OpenAPI writes it: '/triage/latest/{userId}' */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function requestBody(doc: RouteDoc) {
  if (doc.imageBody)
    return {
      required: true,
      content: { 'image/*': { schema: { type: 'string', contentEncoding: 'binary' } } },
    };
  if (!doc.body) return undefined;
  const schema = objectSchemaOf(doc.body);
  const types = doc.form
    ? ['application/x-www-form-urlencoded', 'application/json']
    : ['application/json'];
  return { required: true, content: Object.fromEntries(types.map((t) => [t, { schema }])) };
}

function answer(doc: RouteDoc) {
  if ('file' in doc.answer)
    return {
      description: 'The file',
      content: {
        [doc.answer.file as string]: { schema: { type: 'string', contentEncoding: 'binary' } },
      },
    };
  return {
    description: 'OK',
    content: { 'application/json': { schema: doc.answer as JsonSchema } },
  };
}

export function openApiDocument(routes: DocumentedRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const doc = ROUTE_DOCS[`${route.method} ${path}`];
    if (!doc) throw new Error(`No OpenAPI entry for ${route.method} ${path}`);
    const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParameters = Object.entries(doc.query ?? {}).map(([name, q]) => ({
      name,
      in: 'query',
      required: q.required ?? false,
      description: q.description,
      schema: q.schema,
    }));
    const body = requestBody(doc);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [doc.tag],
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
      ...(pathParameters.length || queryParameters.length
        ? { parameters: [...pathParameters, ...queryParameters] }
        : {}),
      ...(body ? { requestBody: body } : {}),
      ...(route.auth === 'required' ? { security: [{ bearer: [] }] } : { security: [] }),
      responses: {
        '200': answer(doc),
        default: {
          description: 'An error (401, 403, 404, 405, 413, 422, 429 …)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Florence Care REST mirror',
      version: '1',
      description:
        'The REST calls of the original client, and the FHIR R4 export. Sign in with ' +
        'POST /token, or use a doctor’s API key (read-only) as the bearer token. GraphQL ' +
        '(the full API) is at /graphql.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: ERROR },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
