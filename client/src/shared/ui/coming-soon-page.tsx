import { FormattedMessage } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';
import type { TextDescriptor } from '../../i18n/define-texts';
import { EmptyState } from './empty-state';
import { GrowingIllustration } from './illustrations/growing-illustration';
import { Page } from './page';
import { PageHeader } from './page-header';

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
    <Page className="coming-soon">
      <PageHeader title={<FormattedMessage {...title} />} back={backTo ?? back} />
      <div className="card">
        <EmptyState
          illustration={<GrowingIllustration />}
          title={<FormattedMessage {...commonTexts.t.comingSoon} />}
        >
          <p>
            <FormattedMessage {...commonTexts.t.comingSoonHint} />
          </p>
        </EmptyState>
      </div>
    </Page>
  );
}
