import { useIntl } from 'react-intl';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { FormMessage } from '../../../shared/ui/form-message';

/** While a screen's read is on its way: the loading line, or the error in words. */
export function QueryState({ error }: { error: unknown }) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (error) return <FormMessage tone="error">{errorText(error)}</FormMessage>;
  return <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>;
}
