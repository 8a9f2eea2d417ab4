import { graphql } from '../../../generated';

export const ArticlesQuery = graphql(`
  query Articles {
    articles {
      ...ArticleCardFields
    }
  }
`);
