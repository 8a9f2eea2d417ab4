import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui/icon';
import { appointmentsTexts } from '../texts';

/** Calls the doctor; without a number it stays visibly disabled and says why when pressed. */
export function CallButton({ name, phone }: { name: string; phone: string | null | undefined }) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const [explained, setExplained] = useState(false);
  const label = intl.formatMessage(t.callDoctor, { name });
  if (phone)
    return (
      <a className="btn btn--ghost" href={`tel:+852${phone.replace(/\s/g, '')}`} aria-label={label}>
        <Icon name="phone" size={18} /> {intl.formatMessage(t.call)}
      </a>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost appointment-card__call--off"
        aria-disabled="true"
        aria-label={label}
        onClick={() => setExplained(true)}
      >
        <Icon name="phone" size={18} /> {intl.formatMessage(t.call)}
      </button>
      {explained && (
        <p className="appointment-card__alert" role="alert">
          {intl.formatMessage(t.noPhone)}
        </p>
      )}
    </>
  );
}
