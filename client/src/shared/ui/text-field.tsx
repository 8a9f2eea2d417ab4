import type { InputHTMLAttributes, ReactNode } from 'react';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  /** A message for this field only. */
  error?: string;
  invalid?: boolean;
  /** Something placed inside the input's frame, after it (e.g. a show/hide toggle). */
  trailing?: ReactNode;
  /** The id of a form-level message that also describes this field. */
  describedBy?: string;
};

export function TextField({
  id,
  label,
  error,
  invalid,
  trailing,
  describedBy,
  className,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const describers =
    [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field__control${trailing ? ' field__control--trailing' : ''}`}>
        <input
          {...input}
          id={id}
          className="field__input"
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={describers}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
