import { useIntl } from 'react-intl';
import { RecordAccessList } from '../../../shared/record-access/record-access-list';
import { recordAccessTexts } from '../../../shared/record-access/texts';
import { BackButton } from '../../../shared/ui/back-button';
import '../settings.css';

/** The patient's view of the audit trail: who else read or changed their record. */
export function RecordAccessPage() {
  const { t } = recordAccessTexts;
  const intl = useIntl();
  return (
    <section className="page page--narrow settings">
      <header className="page__header">
        <BackButton to="/settings" />
        <h1 className="page__title">{intl.formatMessage(t.title)}</h1>
      </header>
      <p className="muted">{intl.formatMessage(t.intro)}</p>
      <RecordAccessList />
    </section>
  );
}
