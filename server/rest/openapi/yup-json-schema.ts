// JSON Schema (2020-12, OpenAPI 3.1's dialect) from the Yup rules in common/validation, so
// the REST mirror's document states the same limits, patterns and choices the server
// enforces, with no second copy to keep in step. Covers what our rules use: strings
// (min, max, length, matches, email), numbers (min, max, integer), booleans, arrays,
// objects and fixed choices.
import type { SchemaDescription } from 'yup';

/** A Yup rule as the object schemas hand out their fields (a schema or a reference). */
export type Rule = { describe(): unknown };

export type JsonSchema = Record<string, unknown>;

type Description = SchemaDescription & {
  innerType?: Description;
  fields?: Record<string, Description>;
};

const TYPES: Record<string, string | undefined> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
  date: 'string',
};

function fromDescription(d: Description): JsonSchema {
  const schema: JsonSchema = {};
  const type = TYPES[d.type];
  if (type) schema.type = d.nullable ? [type, 'null'] : type;
  if (d.type === 'date') schema.format = 'date';
  const choices = d.oneOf.filter((choice) => choice !== undefined && typeof choice !== 'object');
  if (choices.length) schema.enum = d.nullable ? [...choices, null] : choices;
  for (const test of d.tests) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    const bound = (key: string) => params[key] as number;
    if (d.type === 'string' && test.name === 'min') schema.minLength = bound('min');
    else if (d.type === 'string' && test.name === 'max') schema.maxLength = bound('max');
    else if (d.type === 'string' && test.name === 'length')
      schema.minLength = schema.maxLength = bound('length');
    else if (test.name === 'matches' && params.regex instanceof RegExp)
      schema.pattern = params.regex.source;
    else if (test.name === 'email') schema.format = 'email';
    else if (d.type === 'number' && test.name === 'min') schema.minimum = bound('min');
    else if (d.type === 'number' && test.name === 'max') schema.maximum = bound('max');
    else if (test.name === 'integer') schema.type = d.nullable ? ['integer', 'null'] : 'integer';
    else if (d.type === 'array' && test.name === 'min') schema.minItems = bound('min');
    else if (d.type === 'array' && test.name === 'max') schema.maxItems = bound('max');
  }
  if (d.type === 'array' && d.innerType) schema.items = fromDescription(d.innerType);
  if (d.type === 'object' && d.fields) Object.assign(schema, objectOf(d.fields));
  return schema;
}

function objectOf(fields: Record<string, Description>) {
  const required = Object.entries(fields)
    .filter(([, field]) => !field.optional)
    .map(([name]) => name);
  return {
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, fromDescription(field)]),
    ),
    ...(required.length ? { required } : {}),
  };
}

/** One Yup rule as JSON Schema. */
export const jsonSchemaOf = (rule: Rule): JsonSchema =>
  fromDescription(rule.describe() as Description);

/**
 * An object of REST field names, each with the Yup rule the server applies to it (the
 * REST mirror's names differ from the domain's: `access_code` is `accessCode`).
 */
export function objectSchemaOf(fields: Record<string, Rule>): JsonSchema {
  return {
    type: 'object',
    ...objectOf(
      Object.fromEntries(
        Object.entries(fields).map(([name, rule]) => [name, rule.describe() as Description]),
      ),
    ),
  };
}
