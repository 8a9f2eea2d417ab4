import { useField } from 'formik';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { useFormErrorsContext } from './form-errors-context';

type Props = Omit<
  TextFieldProps,
  'id' | 'name' | 'error' | 'invalid' | 'value' | 'onChange' | 'onBlur'
> & {
  name: string;
  /** What the input keeps of what is typed (digits only, separators inserted, …). */
  mask(typed: string): string;
};

/** A text input bound to a Formik field that keeps only what `mask` allows as people type. */
export function FormMaskedField({ name, mask, ...rest }: Props) {
  const [field, , helpers] = useField<string>(name);
  const form = useFormErrorsContext();
  const invalid = form.isInvalid(name);
  const error = form.fieldError(name);
  return (
    <TextField
      {...rest}
      id={`${form.formId}-${name}`}
      name={name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => void helpers.setValue(mask(event.target.value))}
      error={error}
      invalid={invalid}
      describedBy={invalid && !error ? form.messageId : undefined}
    />
  );
}
