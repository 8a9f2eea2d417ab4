import { graphql } from '../../../generated';

export const PostArticleCommentMutation = graphql(`
  mutation PostArticleComment($articleId: Int!, $text: String) {
    postArticleComment(articleId: $articleId, text: $text) {
      ...ArticleCommentFields
    }
  }
`);
