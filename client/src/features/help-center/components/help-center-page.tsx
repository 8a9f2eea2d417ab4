import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SupportKind } from '#common/validation/support';
import { BackButton } from '../../../shared/ui/back-button';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { SearchToggle } from '../../../shared/ui/search-toggle';
import { HelpCenterQuery } from '../api/help-center';
import { filterHelp } from '../lib/filter-help';
import { helpContent } from '../lib/help-content';
import { helpTexts } from '../texts';
import { FaqAccordion } from './faq-accordion';
import { ReportDialog } from './report-dialog';
import { StatusBanner } from './status-banner';
import '../help-center.css';

/** The banner is read again now and then while the page is open. */
const STATUS_POLL_MS = 60_000;

/** /help_center: status, quick start, FAQ, feedback, what's new and contacts, all searchable. */
/** Report a bug or send feedback: each opens the report form. */
function FeedbackActions({ onReport }: { onReport(kind: SupportKind): void }) {
  const { t } = helpTexts;
  const intl = useIntl();
  return (
    <section aria-labelledby="help-feedback" className="card">
      <h2 id="help-feedback" className="help__heading">
        {intl.formatMessage(t.feedback)}
      </h2>
      <div className="help__actions">
        <button type="button" className="btn btn--secondary" onClick={() => onReport('BUG')}>
          <Icon name="warning" size={18} /> {intl.formatMessage(t.reportBug)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => onReport('FEEDBACK')}>
          <Icon name="chat" size={18} /> {intl.formatMessage(t.sendFeedback)}
        </button>
      </div>
    </section>
  );
}

/** The support team's e-mail and phone. */
function ContactActions({ contact }: { contact: { email: string; phone: string } }) {
  const { t } = helpTexts;
  const intl = useIntl();
  return (
    <section aria-labelledby="help-contact" className="card">
      <h2 id="help-contact" className="help__heading">
        {intl.formatMessage(t.stillNeedHelp)}
      </h2>
      <div className="help__actions">
        <a className="btn btn--primary" href={`mailto:${contact.email}`}>
          <Icon name="mail" size={18} /> {intl.formatMessage(t.emailUs)}
        </a>
        <a className="btn btn--secondary" href={`tel:${contact.phone.replace(/\s/g, '')}`}>
          <Icon name="phone" size={18} /> {intl.formatMessage(t.callSupport)}
        </a>
      </div>
    </section>
  );
}

export function HelpCenterPage() {
  const { t } = helpTexts;
  const intl = useIntl();
  const [searching, setSearching] = useState(false);
  const [term, setTerm] = useState('');
  const [reporting, setReporting] = useState<SupportKind>();
  const [submitted, setSubmitted] = useState(false);
  const query = useQuery(HelpCenterQuery, {
    pollInterval: STATUS_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const content = helpContent(intl);
  const quickStart = filterHelp(content.quickStart, term);
  const faq = filterHelp(content.faq, term);
  const releases = filterHelp(content.releases, term);
  const nothing = !!term.trim() && !quickStart.length && !faq.length && !releases.length;
  const contact = query.data?.supportContact;

  return (
    <section className="page help">
      <header className="page__header">
        <BackButton />
        {!searching && <h1 className="page__title help__title">{intl.formatMessage(t.title)}</h1>}
        <SearchToggle
          id="help-search"
          label={intl.formatMessage(t.search)}
          closeLabel={intl.formatMessage(t.closeSearch)}
          open={searching}
          onOpenChange={setSearching}
          value={term}
          onChange={setTerm}
        />
      </header>
      <StatusBanner status={query.data?.systemStatus} failed={!!query.error} />
      <FormMessage tone="success">
        {submitted ? intl.formatMessage(t.submitted) : undefined}
      </FormMessage>
      {nothing && (
        <p className="help__empty">{intl.formatMessage(t.noResults, { term: term.trim() })}</p>
      )}

      {quickStart.length > 0 && (
        <section aria-labelledby="help-quick-start">
          <h2 id="help-quick-start" className="help__heading">
            {intl.formatMessage(t.quickStart)}
          </h2>
          <ul className="help__cards">
            {quickStart.map((card) => (
              <li key={card.id} className="card help__card">
                <h3 className="help__card-title">{card.title}</h3>
                <p className="muted">{card.text}</p>
                {card.to && (
                  <Link className="help__card-link" to={card.to}>
                    {intl.formatMessage(t.open)} <Icon name="chevronRight" size={16} />
                    <span className="visually-hidden">{card.title}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {faq.length > 0 && (
        <section aria-labelledby="help-faq">
          <h2 id="help-faq" className="help__heading">
            {intl.formatMessage(t.faq)}
          </h2>
          <FaqAccordion items={faq} />
        </section>
      )}

      {!term.trim() && <FeedbackActions onReport={setReporting} />}

      {releases.length > 0 && (
        <section aria-labelledby="help-whats-new">
          <h2 id="help-whats-new" className="help__heading">
            {intl.formatMessage(t.whatsNew)}
          </h2>
          <ul className="help__cards">
            {releases.map((release) => (
              <li key={release.id} className="card help__card">
                <h3 className="help__card-title">{release.version}</h3>
                <p className="muted">{release.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!term.trim() && contact && <ContactActions contact={contact} />}
      <ReportDialog
        kind={reporting}
        onClose={(sent) => {
          setReporting(undefined);
          setSubmitted(sent);
        }}
      />
    </section>
  );
}
