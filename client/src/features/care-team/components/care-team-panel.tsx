import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { specialtyName } from '#common/appointments';
import { DEPARTMENTS, isDepartmentKey } from '#common/doctors/departments';
import { useLanguage } from '../../../i18n/use-language';
import { useOutcome } from '../../../shared/api/use-outcome';
import { useAuth } from '../../../shared/auth/auth-context';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { PatientAnswerRequestMutation } from '../api/answer-request';
import { useCareTeamDoctors } from '../lib/use-care-team-doctors';
import { useLiveRequests } from '../lib/use-live-requests';
import { careTeamTexts } from '../texts';
import { InviteQrDialog } from '../../../shared/care-team/invite-qr-dialog';
import '../care-team.css';

/**
 * The patient's care team as the server holds it (the same list as the healthcare-provider
 * page), the invite QR for another doctor, and doctors' requests to add the patient.
 */
export function CareTeamPanel() {
  const { t } = careTeamTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const { user } = useAuth();
  const requests = useLiveRequests();
  const [answer] = useMutation(PatientAnswerRequestMutation, {
    refetchQueries: ['PatientCareTeamRequests', 'CareTeam'],
  });
  const [inviting, setInviting] = useState(false);
  const { outcome: result, run } = useOutcome();
  const incoming = requests?.incoming ?? [];
  const team = useCareTeamDoctors();
  const hasTeam = team.doctors.length > 0;

  const reply = (id: string, accept: boolean, name: string) =>
    run(
      () => answer({ variables: { id, accept } }),
      () => intl.formatMessage(accept ? t.accepted : t.declined, { name }),
    );

  return (
    <Card
      title={intl.formatMessage(t.panelTitle)}
      className="care-requests"
      actions={
        <Button variant="secondary" onClick={() => setInviting(true)}>
          <Icon name="qrCode" size={20} />{' '}
          {intl.formatMessage(hasTeam ? t.inviteAnother : t.invite)}
        </Button>
      }
    >
      {team.data && !hasTeam && <p className="muted">{intl.formatMessage(t.noDoctorYet)}</p>}
      {hasTeam && (
        <ul className="care-requests__team">
          {team.doctors.map((doctor) => (
            <li key={doctor.id}>
              <span className="care-requests__doctor">{doctor.name}</span>
              {specialtyName(doctor.specialty, language) && (
                <span className="muted"> · {specialtyName(doctor.specialty, language)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasTeam && (
        <p>
          <Link to="/healthcare_provider">{intl.formatMessage(t.teamDetails)}</Link>
        </p>
      )}
      {incoming.length > 0 && (
        <>
          <h3 className="care-requests__subtitle">{intl.formatMessage(t.requests)}</h3>
          <ul className="care-requests__requests">
            {incoming.map((request) => {
              const { name, department } = request.doctor;
              return (
                <li key={request.id} className="care-requests__request">
                  <p>
                    {isDepartmentKey(department)
                      ? intl.formatMessage(t.wantsToAdd, {
                          name,
                          department: DEPARTMENTS[department][language],
                        })
                      : intl.formatMessage(t.wantsToAddPlain, { name })}
                  </p>
                  <div className="care-requests__actions">
                    <Button onClick={() => void reply(request.id, true, name)}>
                      {intl.formatMessage(t.accept)}
                    </Button>
                    <Button variant="secondary" onClick={() => void reply(request.id, false, name)}>
                      {intl.formatMessage(t.decline)}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <FormMessage tone={result?.tone ?? 'success'}>{result?.text}</FormMessage>
      <InviteQrDialog open={inviting} name={user?.name ?? ''} onClose={() => setInviting(false)} />
    </Card>
  );
}
