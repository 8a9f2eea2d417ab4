import { useIntl } from 'react-intl';
import type { Grant } from '../../../shared/auth/care-for-store';
import { CARER_GRANTS } from '../../../shared/auth/care-for-store';
import { grantText } from '../../../shared/carers/texts';

/** What a carer may do, as a short list, in the usual order. */
export function GrantList({ grants }: { grants: readonly Grant[] }) {
  const intl = useIntl();
  return (
    <ul className="carer-grants">
      {CARER_GRANTS.filter((grant) => grants.includes(grant)).map((grant) => (
        <li key={grant}>{intl.formatMessage(grantText(grant))}</li>
      ))}
    </ul>
  );
}
