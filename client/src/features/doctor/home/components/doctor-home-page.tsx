import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DEPARTMENTS, isDepartmentKey } from '#common/doctors/departments';
import { commonTexts } from '../../../../i18n/common-texts';
import { useLanguage } from '../../../../i18n/use-language';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { useNow } from '../../../../shared/lib/use-now';
import { FormMessage } from '../../../../shared/ui/form-message';
import { Column, Columns } from '../../../../shared/ui/columns';
import { Icon } from '../../../../shared/ui/icon';
import { Page } from '../../../../shared/ui/page';
import { PageHeader } from '../../../../shared/ui/page-header';
import { doctorTexts } from '../../texts';
import { DoctorHomeQuery } from '../api/doctor-home';
import { doctorHomeTexts } from '../texts';
import { PendingRequests } from '../../care-team/components/pending-requests';
import { OverviewCards } from './overview-cards';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import '../../doctor.css';
import '../../patients/patients.css';
import '../doctor-home.css';
import '../../care-team/care-team.css';

/** /doctor_home: who, today's overview, recent activity and the quick actions. */
export function DoctorHomePage() {
  const { t } = doctorHomeTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const now = useNow(60_000);
  const { data, error } = useQuery(DoctorHomeQuery, { fetchPolicy: 'cache-and-network' });
  const home = data?.doctorHome;
  const department = home?.doctor.department;
  return (
    <Page width="wide" className="doctor-home">
      <PageHeader
        title={intl.formatMessage(t.greeting, { name: home?.doctor.name ?? '' })}
        description={isDepartmentKey(department) ? DEPARTMENTS[department][language] : undefined}
        actions={
          <>
            <Link className="btn btn--secondary" to="/doctor_appointments">
              {intl.formatMessage(doctorTexts.t.myAppointments)}
            </Link>
            <Link className="btn btn--secondary" to="/doctor_availability">
              {intl.formatMessage(doctorTexts.t.myAvailability)}
            </Link>
            <Link
              to="/doctor_notifications"
              className="icon-button"
              aria-label={intl.formatMessage(t.followUps)}
            >
              <Icon name="bell" />
            </Link>
          </>
        }
      />
      {!home ? (
        error ? (
          <FormMessage tone="error">{errorText(error)}</FormMessage>
        ) : (
          <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
        )
      ) : (
        <div className="doctor-home__sections">
          <OverviewCards cards={home.cards} />
          <Columns count={2} aside>
            <Column>
              <QuickActions />
              <RecentActivity activity={home.activity} now={now} />
            </Column>
            <Column>
              <PendingRequests />
            </Column>
          </Columns>
        </div>
      )}
    </Page>
  );
}
