// The profile-management form (spec part 2, section 5): e-mail, full name and Hong Kong
// mobile are all required; the picture is an image of at most 5 MB. Checked by the form
// and again by the server.
import * as yup from 'yup';
import './locale';
import { emailRule } from './accounts';
import { profileFields } from './profile';

/** A profile picture may be this large as sent (the server keeps a small copy). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const contactDetailsSchema = yup
  .object({
    email: emailRule('fill_required_fields'),
    fullName: profileFields.fullName.clone().required('fill_required_fields'),
    phoneNumber: profileFields.phoneNumber.clone().required('fill_required_fields'),
  })
  .noUnknown(true, 'invalid_choice');

/** The mobile input keeps digits only, at most 8, shown as 4+4 ('9123 4567'). */
export function formatHkMobileInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return digits.length > 4 ? `${digits.slice(0, 4)} ${digits.slice(4)}` : digits;
}
