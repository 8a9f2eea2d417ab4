// Yup's own fallback messages ("x must be a `number` type") are replaced by our message
// ids, so a wrong type or a null gets a translated answer like any other problem.
import * as yup from 'yup';

yup.setLocale({
  mixed: {
    default: 'invalid_choice',
    required: 'fill_required_fields',
    notType: 'invalid_choice',
    notNull: 'invalid_choice',
    oneOf: 'invalid_choice',
    defined: 'fill_required_fields',
  },
  string: { max: 'text_too_long', matches: 'invalid_choice', email: 'enter_valid_email' },
  number: { min: 'invalid_choice', max: 'invalid_choice', integer: 'invalid_choice' },
  array: { min: 'select_at_least_one', max: 'invalid_choice' },
  object: { noUnknown: 'invalid_choice' },
});
