import { createContext, useContext } from 'react';

export type FormErrorsValue = {
  formId: string;
  /** The id of the form-level message, so fields in error can point at it. */
  messageId: string;
  fieldError(field: string): string | undefined;
  isInvalid(field: string): boolean;
};

export const FormErrorsContext = createContext<FormErrorsValue | null>(null);

export function useFormErrorsContext(): FormErrorsValue {
  const value = useContext(FormErrorsContext);
  if (!value) throw new Error('Form fields need an <AppForm>');
  return value;
}
