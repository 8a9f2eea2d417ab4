// Care-library rules, checked by the comment form and again by the server.
import * as yup from 'yup';
import './locale';

export const COMMENT_MAX = 1000;

const text = () => yup.string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

/** A comment: not blank or whitespace only (spec), and not oversized. */
export const commentSchema = yup
  .object({ text: text().required('comment_required').max(COMMENT_MAX, 'comment_too_long') })
  .noUnknown(true, 'invalid_choice');
