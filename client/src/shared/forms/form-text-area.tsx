import { useField } from 'formik';
import { useFormErrorsContext } from './form-errors-context';

type Props = { name: string; label: string; maxLength?: number; rows?: number };

/** A multi-line text bound to the Formik field of the same name, with its message. */
export function FormTextArea({ name, label, maxLength, rows = 3 }: Props) {
  const [field] = useField<string>(name);
  const form = useFormErrorsContext();
  const id = `${form.formId}-${name}`;
  const error = form.fieldError(name);
  const invalid = form.isInvalid(name);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        rows={rows}
        maxLength={maxLength}
        className="field__input field__textarea"
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : invalid ? form.messageId : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
