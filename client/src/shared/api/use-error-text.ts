import { useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';
import { errorDescriptor } from '../../i18n/server-texts';
import { NETWORK_ERROR, readApiError } from './api-error';

/** Turns anything a call throws into a sentence in the current language. */
export function useErrorText() {
  const intl = useIntl();
  return (error: unknown): string => {
    const { code, values } = readApiError(error);
    if (code === NETWORK_ERROR) return intl.formatMessage(commonTexts.t.networkError);
    return intl.formatMessage(errorDescriptor(intl, code), values);
  };
}
