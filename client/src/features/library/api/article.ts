import { graphql } from '../../../generated';

/** One article with its blocks and comments; null for an unknown id. */
export const ArticleQuery = graphql(`
  query Article($articleId: Int!) {
    article(id: $articleId) {
      ...ArticleCardFields
      finishedByMe
      commentCount
      content {
        type
        text
        src
        alt
      }
      comments {
        ...ArticleCommentFields
      }
    }
  }
`);
