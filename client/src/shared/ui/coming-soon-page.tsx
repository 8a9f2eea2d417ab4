import { FormattedMessage } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';
import type { TextDescriptor } from '../../i18n/define-texts';
import { BackButton } from './back-button';

/** A plain page for an area that a later release brings; `back` adds a back control. */
export function ComingSoonPage({
  title,
  back,
  backTo,
}: {
  title: TextDescriptor;
  back?: boolean;
  backTo?: string;
}) {
  return (
    <section className="page coming-soon">
      <header className="page__header">
        {(back || backTo) && <BackButton to={backTo} />}
        <h1 className="page__title">
          <FormattedMessage {...title} />
        </h1>
      </header>
      <div className="card coming-soon__card">
        <p className="coming-soon__lead">
          <FormattedMessage {...commonTexts.t.comingSoon} />
        </p>
        <p className="muted">
          <FormattedMessage {...commonTexts.t.comingSoonHint} />
        </p>
      </div>
    </section>
  );
}
