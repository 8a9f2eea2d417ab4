import { graphql } from '../../../generated';

export const ArticleCommentFields = graphql(`
  fragment ArticleCommentFields on ArticleComment {
    id
    text
    createdAt
    authorName
    mine
  }
`);
