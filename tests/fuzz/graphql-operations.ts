// One operation per root field of the schema (every query, mutation and subscription,
// read from the schema itself, so a new field is fuzzed without anyone listing it), with
// each argument passed as a variable and generated from its declared type.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { schema } from '../../server/schema/index';
import { fc, fieldValue, fuzzJson, fuzzNumber, fuzzString } from './values';

export type GraphqlOperation = {
  kind: 'query' | 'mutation' | 'subscription';
  field: string;
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
};

/**
 * A value for the named argument or field of the declared type (often one that passes
 * validation), or now and then anything at all (coercion must refuse it cleanly).
 */
function valueOf(name: string, type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof(
      { weight: 12, arbitrary: valueOf(name, type.ofType, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  const typed = isInputObjectType(type)
    ? typedValueOf(type, depth)
    : fieldValue(name, typedValueOf(type, depth));
  return fc.oneof(
    { weight: 10, arbitrary: typed },
    { weight: 1, arbitrary: fuzzJson },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function typedValueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) return fc.array(valueOf('', type.ofType, depth + 1), { maxLength: 4 });
  if (isEnumType(type))
    return fc.constantFrom(...type.getValues().map((value) => value.name), 'NOT_A_VALUE');
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    // the required fields and a few optional ones (each more likely valid when alone)
    const fields = Object.values(type.getFields());
    const required = fields.filter((field) => isNonNullType(field.type));
    const optional = fields.filter((field) => !isNonNullType(field.type));
    const record = fc
      .subarray(optional, { maxLength: Math.min(3, optional.length) })
      .chain((chosen) =>
        fc.record(
          Object.fromEntries(
            [...required, ...chosen].map((field) => [
              field.name,
              valueOf(field.name, field.type, depth + 1),
            ]),
          ),
        ),
      );
    return fc.oneof(
      { weight: 8, arbitrary: record },
      {
        weight: 1,
        arbitrary: fc.tuple(record, fuzzString, fuzzJson).map(([r, k, v]) => ({ ...r, [k]: v })),
      },
    );
  }
  switch (getNamedType(type).name) {
    case 'Int':
    case 'Float':
      return fuzzNumber;
    case 'Boolean':
      return fc.boolean();
    default:
      return fuzzString; // String, ID, DateTime
  }
}

/**
 * The leaf fields of the (object) result that need no argument, so resolvers below the root run
 * too.
 */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  const leaves = Object.values((type as GraphQLObjectType).getFields())
    .filter(
      (child) =>
        isLeafType(getNamedType(child.type)) && !child.args.some((arg) => isNonNullType(arg.type)),
    )
    .map((child) => child.name);
  return ` { __typename ${leaves.join(' ')} }`;
}

function operationFor(
  kind: GraphqlOperation['kind'],
  field: GraphQLField<unknown, unknown>,
): GraphqlOperation {
  const declarations = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const document = `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field)} }`;
  const variables = fc.record(
    Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.name, arg.type)])),
    {
      requiredKeys: field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
    },
  );
  return { kind, field: field.name, document, variables };
}

export const graphqlOperations: GraphqlOperation[] = (
  ['query', 'mutation', 'subscription'] as const
).flatMap((kind) => {
  const root =
    kind === 'query'
      ? schema.getQueryType()
      : kind === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return Object.values(root?.getFields() ?? {}).map((field) => operationFor(kind, field));
});

if (!graphqlOperations.length) throw new Error('no GraphQL operations found in the schema');

// Documents nested past any recursion limit (issue 25: 3,000 fragments deep overflowed the
// parser): each must be refused before parsing, never answered INTERNAL.
const DEEP = 3000;
const fragmentChain = Array.from(
  { length: DEEP },
  (_, i) => `fragment F${i} on User { ${i + 1 < DEEP ? `...F${i + 1}` : 'id'} }`,
).join(' ');
const hostile = (field: string, document: string): GraphqlOperation => ({
  kind: 'query',
  field,
  document,
  variables: fc.constant({}),
});
graphqlOperations.push(
  hostile('(3,000 fragments deep)', `query Deep { me { ...F0 } } ${fragmentChain}`),
  hostile(
    '(selections 3,000 deep)',
    `query Deep { me ${'{ profile '.repeat(DEEP)}${'}'.repeat(DEEP)} }`,
  ),
  hostile(
    '(a list value 3,000 deep)',
    `query Deep { followUps(filter: { types: ${'['.repeat(DEEP)}"x"${']'.repeat(DEEP)} }) { id } }`,
  ),
);
