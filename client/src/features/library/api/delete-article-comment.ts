import { graphql } from '../../../generated';

export const DeleteArticleCommentMutation = graphql(`
  mutation DeleteArticleComment($id: ID!) {
    deleteArticleComment(id: $id)
  }
`);
