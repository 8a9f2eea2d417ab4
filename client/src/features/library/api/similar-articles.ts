import { graphql } from '../../../generated';

export const SimilarArticlesQuery = graphql(`
  query SimilarArticles($articleId: Int!) {
    similarArticles(id: $articleId) {
      ...ArticleCardFields
    }
  }
`);
