import { graphql } from '../../../generated';

export const FinishArticleMutation = graphql(`
  mutation FinishArticle($articleId: Int!) {
    finishArticle(articleId: $articleId) {
      xpAwarded
      totalXp
    }
  }
`);
