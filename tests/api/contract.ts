// The contract every API test checks on the side: each JSON answer that the harness's
// rest() receives from a documented route must be what /openapi.json says of it (its 200
// schema, or the one error shape). A test that gets an undocumented answer fails with the
// route, the status and ajv's complaint, so the document cannot drift from the server.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { openApiDocument, openApiPath } from '../../server/rest/openapi/document';
import { restRoutes } from '../../server/rest/routes';

const doc = openApiDocument(restRoutes, 'http://localhost') as any;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();

const routes = restRoutes.map((route) => ({
  method: route.method,
  path: openApiPath(route.path),
  pattern: new RegExp(`^${route.path.replace(/[$.]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
}));

function validatorFor(method: string, path: string, ok: boolean) {
  const key = `${method} ${path} ${ok}`;
  let validate = validators.get(key);
  if (!validate) {
    const responses = doc.paths[path][method.toLowerCase()].responses;
    const schema = ok
      ? responses['200'].content?.['application/json']?.schema
      : doc.components.schemas.Error;
    validate = ajv.compile(schema ?? {});
    validators.set(key, validate);
  }
  return validate;
}

/** Throws when a documented route answered JSON the document does not allow. */
export function checkContract(method: string, url: string, status: number, body: unknown) {
  if (body === null) return;
  const path = url.split('?')[0];
  const route = routes.find((r) => r.method === method && r.pattern.test(path));
  if (!route) return; // an unknown path, or a development route: not part of the API
  const validate = validatorFor(method, route.path, status === 200);
  if (!validate(body))
    throw new Error(
      `${method} ${route.path} answered ${status} outside /openapi.json: ` +
        JSON.stringify(validate.errors?.slice(0, 3)),
    );
}
