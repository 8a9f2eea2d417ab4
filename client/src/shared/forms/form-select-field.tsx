import { useField } from 'formik';
import { useFormErrorsContext } from './form-errors-context';

type Option = { value: string; label: string };

type Props = {
  name: string;
  label: string;
  /** The empty first choice ('Choose a stage'); left out when a value is always chosen. */
  placeholder?: string;
  options: readonly Option[];
};

/** A native select bound to the Formik field of the same name, with its message. */
export function FormSelectField({ name, label, placeholder, options }: Props) {
  const [field] = useField<string>(name);
  const form = useFormErrorsContext();
  const id = `${form.formId}-${name}`;
  const error = form.fieldError(name);
  const invalid = form.isInvalid(name);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...field}
        id={id}
        className="field__input field__select"
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? errorId : invalid ? form.messageId : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
