import { graphql } from '../../../generated';

export const SetArticleLikeMutation = graphql(`
  mutation SetArticleLike($articleId: Int!, $liked: Boolean!) {
    setArticleLike(articleId: $articleId, liked: $liked) {
      __typename
      id
      likes
      likedByMe
    }
  }
`);
