import { graphql } from '../../../generated';

/** The care library row: each article's card, as the library lists them. */
export const HomeArticlesQuery = graphql(`
  query HomeArticles {
    articles {
      id
      category
      title
      imageUrl
      imageAlt
      readTimeMinutes
    }
  }
`);
