import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { fieldProblems } from '#common/validation/field-problems';
import { COMMENT_MAX, commentSchema } from '#common/validation/library';
import type { ArticleCommentFieldsFragment } from '../../../generated/graphql';
import { validationDescriptor } from '../../../i18n/server-texts';
import { readApiError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useNow } from '../../../shared/lib/use-now';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { InitialsAvatar } from '../../../shared/ui/initials-avatar';
import { ArticleQuery } from '../api/article';
import { DeleteArticleCommentMutation } from '../api/delete-article-comment';
import { PostArticleCommentMutation } from '../api/post-article-comment';
import { useLibraryFormat } from '../lib/use-library-format';
import { libraryTexts } from '../texts';

type Props = { articleId: number; comments: readonly ArticleCommentFieldsFragment[] };

/**
 * The comment form and the comments, newest first. 'Post Comment' stays pressable: a blank
 * comment says why under the box (a greyed-out button would not).
 */
export function CommentsTab({ articleId, comments }: Props) {
  const { t } = libraryTexts;
  const intl = useIntl();
  const format = useLibraryFormat();
  const errorText = useErrorText();
  const now = useNow(30_000);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [problem, setProblem] = useState<string>();
  const refresh = { refetchQueries: [ArticleQuery], awaitRefetchQueries: true };
  const [post, posting] = useMutation(PostArticleCommentMutation, refresh);
  const [remove] = useMutation(DeleteArticleCommentMutation, refresh);

  const problemText = (id: string) => intl.formatMessage(validationDescriptor(intl, id));
  const submit = async () => {
    setMessage(undefined);
    const found = fieldProblems(commentSchema, { text }).text;
    if (found) return setProblem(problemText(found));
    try {
      await post({ variables: { articleId, text } });
      setText('');
    } catch (error) {
      const refused = readApiError(error).fields.text;
      if (refused) setProblem(problemText(refused));
      else setMessage({ tone: 'error', text: errorText(error) });
    }
  };

  return (
    <div className="comments">
      <form
        className="comments__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CommentBox
          value={text}
          problem={problem}
          onChange={(value) => {
            setProblem(undefined);
            setText(value);
          }}
        />
        <FormMessage tone={message?.tone ?? 'error'}>{message?.text}</FormMessage>
        <Button type="submit" busy={posting.loading} busyText={intl.formatMessage(t.posting)}>
          {intl.formatMessage(t.postComment)}
        </Button>
      </form>
      {!comments.length && <p className="comments__empty">{intl.formatMessage(t.noComments)}</p>}
      <ul className="comments__list">
        {comments.map((comment) => {
          const name = comment.authorName ?? intl.formatMessage(t.unknownUser);
          return (
            <li key={comment.id} className="comment">
              <InitialsAvatar name={name} size={40} />
              <div className="comment__body">
                <p className="comment__head">
                  <span className="comment__author">{name}</span>
                  <time className="muted" dateTime={String(comment.createdAt)}>
                    {format.ago(comment.createdAt, now)}
                  </time>
                </p>
                <p className="comment__text">{comment.text}</p>
              </div>
              {comment.mine && (
                <button
                  type="button"
                  className="icon-button comment__delete"
                  aria-label={intl.formatMessage(t.deleteCommentLabel)}
                  onClick={() =>
                    void remove({ variables: { id: comment.id } })
                      .then(() =>
                        setMessage({ tone: 'success', text: intl.formatMessage(t.commentDeleted) }),
                      )
                      .catch((error) => setMessage({ tone: 'error', text: errorText(error) }))
                  }
                >
                  <Icon name="trash" size={18} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The comment's text box, and under it what is wrong with the comment. */
function CommentBox(props: { value: string; problem?: string; onChange(value: string): void }) {
  const { t } = libraryTexts;
  const intl = useIntl();
  return (
    <>
      <label className="visually-hidden" htmlFor="comment-text">
        {intl.formatMessage(t.commentLabel)}
      </label>
      <textarea
        id="comment-text"
        className="field__input comments__input"
        rows={3}
        maxLength={COMMENT_MAX}
        placeholder={intl.formatMessage(t.addComment)}
        value={props.value}
        aria-invalid={!!props.problem || undefined}
        aria-describedby={props.problem ? 'comment-text-error' : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.problem && (
        <p id="comment-text-error" className="field__error" role="alert">
          {props.problem}
        </p>
      )}
    </>
  );
}
