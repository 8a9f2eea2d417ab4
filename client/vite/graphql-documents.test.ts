import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentExportName, documentModule, importDocuments } from './graphql-documents';

describe('graphql() calls become imports of one document each', () => {
  it('names operations and fragments as the client preset does', () => {
    expect(
      documentExportName('\n  mutation SignIn($input: SignInInput!) { signIn { accessToken } }'),
    ).toBe('SignInDocument');
    expect(documentExportName('query SessionUser { me { id } }')).toBe('SessionUserDocument');
    expect(documentExportName('fragment FollowUpFields on FollowUp { id }')).toBe(
      'FollowUpFieldsFragmentDoc',
    );
    expect(() => documentExportName('{ me { id } }')).toThrow(/named operation/);
  });

  it('replaces each call, drops the helper import and keeps every line where it was', () => {
    const source = [
      "import { graphql } from '../../generated';",
      '',
      'export const A = graphql(`',
      '  query A { a }',
      '`);',
      'export const B = graphql(`fragment B on X { b }`);',
      'export const after = 1;',
    ].join('\n');
    const lines = importDocuments(source)!.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(
      'import ADocument from "virtual:graphql-document/ADocument"; import BFragmentDoc from "virtual:graphql-document/BFragmentDoc";',
    );
    expect(lines[2]).toBe('export const A = ADocument');
    expect(lines[5]).toBe('export const B = BFragmentDoc;');
    expect(lines[6]).toBe('export const after = 1;');
  });

  it('leaves modules without a call alone', () => {
    expect(importDocuments('export const x = graphqlLike();')).toBeNull();
  });

  it('gives each document its compact text, as graphql-tag does', () => {
    const code = documentModule(parse('query Me {\n  me {\n    id\n  }\n}'));
    const document = JSON.parse(JSON.parse(code.slice('export default JSON.parse('.length, -2)));
    expect(document.kind).toBe('Document');
    expect(document.loc.source.body).toBe('query Me{me{id}}');
  });
});
