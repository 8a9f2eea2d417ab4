import { useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';
import { errorDescriptor, validationDescriptor } from '../../i18n/server-texts';
import { NETWORK_ERROR, readApiError, unshownProblem } from './api-error';

/**
 * Turns anything a call throws into a sentence in the current language. A refused field
 * that the form does not show under a field of its own (`shownFields`) is the sentence:
 * "Some fields are not valid" alone would leave nothing to fix.
 */
export function useErrorText() {
  const intl = useIntl();
  return (error: unknown, shownFields: readonly string[] = []): string => {
    const refusal = readApiError(error);
    if (refusal.code === NETWORK_ERROR) return intl.formatMessage(commonTexts.t.networkError);
    const problem = unshownProblem(refusal, shownFields);
    if (problem) return intl.formatMessage(validationDescriptor(intl, problem));
    return intl.formatMessage(errorDescriptor(intl, refusal.code), refusal.values);
  };
}
