import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Icon } from '../../../shared/ui/icon';
import { SetArticleLikeMutation } from '../api/set-article-like';
import { useLibraryFormat } from '../lib/use-library-format';
import { libraryTexts } from '../texts';

type Props = {
  article: { id: number; title: string; likes: number; likedByMe: boolean };
  onError?(text: string): void;
};

/** A like toggle (a pressed button); the count is the server's, one like per person. */
export function LikeButton({ article, onError }: Props) {
  const intl = useIntl();
  const format = useLibraryFormat();
  const errorText = useErrorText();
  const [setLike] = useMutation(SetArticleLikeMutation);
  const liked = article.likedByMe;
  return (
    <button
      type="button"
      className={`like-button${liked ? ' like-button--on' : ''}`}
      aria-pressed={liked}
      onClick={() =>
        void setLike({
          variables: { articleId: article.id, liked: !liked },
          optimisticResponse: {
            setArticleLike: {
              __typename: 'Article',
              id: article.id,
              likedByMe: !liked,
              likes: article.likes + (liked ? -1 : 1),
            },
          },
        }).catch((error) => onError?.(errorText(error)))
      }
    >
      <Icon name="heart" size={18} />
      <span>{format.likes(article.likes)}</span>
      {/* the visible count stays part of the accessible name (WCAG 2.5.3) */}
      <span className="visually-hidden">
        {intl.formatMessage(libraryTexts.t.like, { title: article.title })}
      </span>
    </button>
  );
}
