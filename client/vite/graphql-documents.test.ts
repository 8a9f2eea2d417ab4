import { describe, expect, it } from 'vitest';
import { documentExportName, importDocuments } from './graphql-documents';

describe('graphql() calls become imports of the generated documents', () => {
  it('names operations and fragments as the client preset does', () => {
    expect(documentExportName('\n  mutation SignIn($input: SignInInput!) { signIn { accessToken } }')).toBe('SignInDocument');
    expect(documentExportName('query SessionUser { me { id } }')).toBe('SessionUserDocument');
    expect(documentExportName('fragment FollowUpFields on FollowUp { id }')).toBe('FollowUpFieldsFragmentDoc');
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
    const result = importDocuments(source, '/gen/graphql.ts')!;
    const lines = result.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe('import { ADocument, BFragmentDoc } from "/gen/graphql.ts";');
    expect(lines[2]).toBe('export const A = ADocument');
    expect(lines[5]).toBe('export const B = BFragmentDoc;');
    expect(lines[6]).toBe('export const after = 1;');
  });

  it('leaves modules without a call alone', () => {
    expect(importDocuments('export const x = graphqlLike();', '/gen/graphql.ts')).toBeNull();
  });
});
