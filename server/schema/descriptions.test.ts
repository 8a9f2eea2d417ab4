// Every type, field, argument and enum value of the API says what it means: integrators read
// the schema (GraphiQL, schema.graphql) as its reference, so a missing description is a bug.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './index';

/** Each undescribed part as `Type`, `Type.field`, `Type.field(arg)` or `Enum.VALUE`. */
function undescribed(built: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (name: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(name);
  };
  for (const type of Object.values(built.getTypeMap())) {
    // graphql's own types (__Schema, String, Int …) are described by the specification
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of 'args' in field ? field.args : [])
          check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    if (isEnumType(type))
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
  }
  return missing;
}

describe('the schema’s descriptions', () => {
  it('describe every type, field, argument and enum value', () => {
    expect(undescribed(schema)).toEqual([]);
  });
});
