import { useField } from 'formik';
import { PasswordField } from '../ui/password-field';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { useFormErrorsContext } from './form-errors-context';

type Props = Omit<
  TextFieldProps,
  'id' | 'name' | 'error' | 'invalid' | 'value' | 'onChange' | 'onBlur'
> & {
  name: string;
  password?: boolean;
};

/** A text or password input bound to the Formik field of the same name. */
export function FormTextField({ name, password = false, ...rest }: Props) {
  const [field] = useField<string>(name);
  const form = useFormErrorsContext();
  const invalid = form.isInvalid(name);
  const error = form.fieldError(name);
  const props = {
    ...rest,
    ...field,
    id: `${form.formId}-${name}`,
    error,
    invalid,
    describedBy: invalid && !error ? form.messageId : undefined,
  };
  return password ? <PasswordField {...props} /> : <TextField {...props} />;
}
