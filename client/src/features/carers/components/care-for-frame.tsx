import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { careForStore } from '../../../shared/auth/care-for-store';
import { mayOpen } from '../../../shared/carers/grant-pages';
import { Button } from '../../../shared/ui/button';
import { toCareFor, useCaredPersons, type CaredPerson } from '../lib/use-cared-persons';
import { familyCarerTexts } from '../texts';
import '../carers.css';

const { t } = familyCarerTexts;

/**
 * The pages a patient and a family carer share, and the carer's own. For a patient, just
 * the page. For a carer: whom they act for at the top (with a switcher when there are
 * several), the notice when an access ended, and only the pages that person granted: a
 * page whose grant is gone (or whose person is) gives way to the carer's home at once.
 */
export function CareForFrame() {
  const { user } = useAuth();
  return user?.role === 'carer' ? <CarerFrame /> : <Outlet />;
}

function CarerFrame() {
  const { pathname } = useLocation();
  const { data } = useCaredPersons();
  const { selection, endedFor } = useSyncExternalStore(
    careForStore.subscribe,
    careForStore.getSnapshot,
  );
  const allowed = mayOpen(selection?.grants ?? [], pathname);
  return (
    <>
      {endedFor && <EndedNotice name={endedFor} />}
      {selection && (
        <CaringForBar
          name={selection.name}
          patientId={selection.patientId}
          people={data?.caredPersons ?? []}
        />
      )}
      {allowed ? <Outlet /> : <Navigate to="/carer_home" replace />}
    </>
  );
}

function EndedNotice({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <div className="care-for__ended" role="alert">
      <p>{intl.formatMessage(t.accessEnded, { name })}</p>
      <Button variant="ghost" onClick={careForStore.dismissEnded}>
        {intl.formatMessage(t.dismiss)}
      </Button>
    </div>
  );
}

/** Always on top of a carer's page, so every action is plainly for this person. */
function CaringForBar({
  name,
  patientId,
  people,
}: {
  name: string;
  patientId: string;
  people: readonly CaredPerson[];
}) {
  const intl = useIntl();
  const choose = (id: string) => {
    const person = people.find((candidate) => candidate.patientId === id);
    if (!person) return;
    careForStore.dismissEnded();
    careForStore.select(toCareFor(person));
  };
  return (
    <div className="care-for" aria-label={intl.formatMessage(t.caringFor, { name })} role="region">
      <p className="care-for__name">{intl.formatMessage(t.caringFor, { name })}</p>
      {people.length > 1 && (
        <label className="care-for__switch">
          <span>{intl.formatMessage(t.switchPerson)}</span>
          <select
            className="field__input field__select"
            value={patientId}
            onChange={(event) => choose(event.target.value)}
          >
            {people.map((person) => (
              <option key={person.patientId} value={person.patientId}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
