// Which operations and routes name a patient's data, found in the API's own descriptions
// (schema.graphql and GET /openapi.json), so the access matrix cannot miss a new one.
//
// The rule, deny by default. A GraphQL root field (query, mutation or subscription) names
// patient data when one of its arguments, or a field of an input object it takes at any
// depth, is
//   - of type ID: every record of a patient is named by an ID (the patient, a check-in, an
//     appointment, an alert, a prescription, a message, a comment, a shared report, a
//     care-team request), and
//   - named for a person: patient, patientId, userId, username, identifier.
// A REST route names patient data when it has a path parameter (each variable segment names
// a record), or a query or body parameter named like an id (id, ids, …Id, …_id) or a person
// (as above). Articles have Int ids and are not found; an ID that names something else (a
// doctor, a doctor's own API key, one's own account while signing in) is listed with its
// reason in the table's NOT_PATIENT_DATA, so a new id-taking operation fails the matrix test
// until it is placed in the table or there.
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

const PERSON = /^(patient|patientId|userId|user_id|username|identifier)$/i;
const ID_NAME = /^ids?$|[a-z](Id|_id)s?$/;

export const schemaFile = path.resolve(import.meta.dirname, '../../schema.graphql');

export function loadSchema(): GraphQLSchema {
  return buildSchema(fs.readFileSync(schemaFile, 'utf8'));
}

/** Whether an argument (or an input field under it) names patient data, by the rule above. */
function names(name: string, type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'ID' || PERSON.test(name)) return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => names(field.name, field.type, seen));
}

/** Every root field of the schema, as 'query x', 'mutation y' or 'subscription z'. */
export function rootFields(schema: GraphQLSchema) {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      key: `${kind} ${field.name}`,
      field,
    })),
  );
}

/** The root fields that name patient data. */
export function graphqlNamingPatients(schema: GraphQLSchema): string[] {
  return rootFields(schema)
    .filter(({ field }) => field.args.some((arg) => names(arg.name, arg.type)))
    .map(({ key }) => key)
    .sort();
}

type OpenApiOperation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
};

/** Every route of an OpenAPI document as 'GET /path/{param}', with its parameters' names. */
export function openApiRoutes(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  return Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      return {
        key: `${method.toUpperCase()} ${route}`,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        otherParameters: [
          ...parameters.filter((p) => p.in !== 'path').map((p) => p.name),
          ...Object.keys(body?.properties ?? {}),
        ],
      };
    }),
  );
}

/** The routes of the document that name patient data. */
export function restNamingPatients(doc: Parameters<typeof openApiRoutes>[0]): string[] {
  return openApiRoutes(doc)
    .filter(
      (route) =>
        route.pathParameters.length > 0 ||
        route.otherParameters.some((name) => PERSON.test(name) || ID_NAME.test(name)),
    )
    .map((route) => route.key)
    .sort();
}
