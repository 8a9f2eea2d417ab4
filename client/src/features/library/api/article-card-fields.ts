import { graphql } from '../../../generated';

/** An article as its card shows it (list and similar tab). */
export const ArticleCardFields = graphql(`
  fragment ArticleCardFields on Article {
    id
    category
    title
    description
    imageUrl
    imageAlt
    readTimeMinutes
    likes
    likedByMe
  }
`);
