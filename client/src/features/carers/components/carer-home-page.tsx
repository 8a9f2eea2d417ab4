import { useSyncExternalStore } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { commonTexts } from '../../../i18n/common-texts';
import { careForStore } from '../../../shared/auth/care-for-store';
import { useSignOut } from '../../../shared/auth/use-sign-out';
import { grantedPages } from '../../../shared/carers/grant-pages';
import { relationshipText } from '../../../shared/carers/texts';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { CaredPersonsQuery } from '../api/carer-access';
import { toCareFor } from '../lib/use-cared-persons';
import { familyCarerTexts } from '../texts';
import { GrantList } from './grant-list';

const { t } = familyCarerTexts;

/** /carer_home: the people this carer cares for, what each allowed, and acting for one. */
export function CarerHomePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signOut, busy } = useSignOut();
  // the shell (CareForFrame) keeps this list current; this reads the same query
  const { data } = useQuery(CaredPersonsQuery, {
    fetchPolicy: 'cache-first',
    context: { withoutCareFor: true },
  });
  const { selection } = useSyncExternalStore(careForStore.subscribe, careForStore.getSnapshot);
  const people = data?.caredPersons;

  return (
    <Page width="medium">
      <PageHeader
        title={intl.formatMessage(t.homeTitle)}
        description={people?.length ? intl.formatMessage(t.homeIntro) : undefined}
      />
      {!people && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {people?.length === 0 && (
        <EmptyState title={intl.formatMessage(t.nobodyTitle)}>
          {intl.formatMessage(t.nobodyHow)}
        </EmptyState>
      )}
      {people && people.length > 0 && (
        <ul className="carer-list">
          {people.map((person) => {
            const chosen = selection?.patientId === person.patientId;
            const act = () => {
              careForStore.dismissEnded();
              careForStore.select(toCareFor(person));
              const first = grantedPages(person.grants)[0];
              if (first) navigate(first.to);
            };
            return (
              <li key={person.patientId}>
                <Card title={person.name} level={2}>
                  <p>
                    {intl.formatMessage(t.yourRelationship, {
                      relationship: intl.formatMessage(relationshipText(person.relationship)),
                    })}
                  </p>
                  <p>{intl.formatMessage(t.mayDo)}</p>
                  <GrantList grants={person.grants} />
                  <Button variant={chosen ? 'secondary' : 'primary'} onClick={act}>
                    {intl.formatMessage(t.actFor, { name: person.name })}
                  </Button>
                  {chosen && <span className="muted"> {intl.formatMessage(t.selected)}</span>}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <Link to="/carer_settings">{intl.formatMessage(t.yourSettings)}</Link>
      </p>
      <Button variant="ghost" busy={busy} onClick={() => void signOut()}>
        {intl.formatMessage(t.logOut)}
      </Button>
    </Page>
  );
}
