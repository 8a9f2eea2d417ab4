import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { ArticleQuery } from '../../../generated/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { ArticleQuery as ArticleDocument } from '../api/article';
import { FinishArticleMutation } from '../api/finish-article';
import { libraryTexts } from '../texts';

type Article = NonNullable<ArticleQuery['article']>;

/** The article's headings, paragraphs and images, then 'Done? Collect Your XP'. */
export function ArticleBody({ article }: { article: Article }) {
  const { t } = libraryTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const [finish, { loading }] = useMutation(FinishArticleMutation, {
    refetchQueries: [ArticleDocument],
  });
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'info'; text: string }>();

  const collect = async () => {
    try {
      const { data } = await finish({ variables: { articleId: article.id } });
      const { xpAwarded, totalXp } = data!.finishArticle;
      setMessage(
        xpAwarded
          ? {
              tone: 'success',
              text: intl.formatMessage(t.xpCollected, { xp: xpAwarded, total: totalXp }),
            }
          : { tone: 'info', text: intl.formatMessage(t.xpAlready) },
      );
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error) });
    }
  };

  return (
    <div className="article-body">
      {article.content.map((block, index) => {
        if (block.type === 'h3') return <h3 key={index}>{block.text}</h3>;
        if (block.type === 'img')
          return (
            <img
              key={index}
              className="article-body__image"
              src={block.src ?? ''}
              alt={block.alt ?? ''}
            />
          );
        return <p key={index}>{block.text}</p>;
      })}
      <FormMessage tone={message?.tone ?? 'info'}>{message?.text}</FormMessage>
      <Button
        block
        busy={loading}
        busyText={intl.formatMessage(t.collecting)}
        onClick={() => void collect()}
      >
        {intl.formatMessage(t.collectXp)}
      </Button>
    </div>
  );
}
