import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { APPOINTMENT_TABS, type AppointmentTab } from '#common/appointments';
import type { AppointmentFieldsFragment } from '../../../generated/graphql';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { SearchToggle } from '../../../shared/ui/search-toggle';
import { TabList, tabPanelProps } from '../../../shared/ui/tab-list';
import { appointmentsOfTab } from '../lib/appointment-list';
import { useAppointmentFormat } from '../lib/use-appointment-format';
import { useAppointmentList } from '../lib/use-appointment-list';
import { useFleetingMessage } from '../lib/use-fleeting-message';
import { appointmentsTexts } from '../texts';
import { AppointmentCard } from './appointment-card';
import { CancelDialog } from './cancel-dialog';
import '../appointments.css';

/** The appointment list with its tabs and search: a patient's visits or a doctor's schedule. */
export function AppointmentsScreen({ viewer }: { viewer: 'patient' | 'doctor' }) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  const errorText = useErrorText();
  const [tab, setTab] = useState<AppointmentTab>('UPCOMING');
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  const [cancelling, setCancelling] = useState<AppointmentFieldsFragment>();
  const [message, showMessage] = useFleetingMessage();
  const { appointments, loading, error, announcement } = useAppointmentList();

  const shown = appointmentsOfTab(appointments, tab, search, (a) => [
    a.doctor.name,
    format.specialty(a.doctor.specialty),
    a.patient.name,
    a.reason,
    format.when(a),
  ]);
  const tabs = APPOINTMENT_TABS.map((key) => ({ key, label: intl.formatMessage(t[key]) }));

  return (
    <section className="page appointments">
      <header className="page__header">
        {!searching && (
          <h1 className="page__title appointments__title">
            {intl.formatMessage(viewer === 'patient' ? t.title : t.doctorTitle)}
          </h1>
        )}
        <SearchToggle
          id="appointment-search"
          label={intl.formatMessage(t.search)}
          closeLabel={intl.formatMessage(t.closeSearch)}
          open={searching}
          onOpenChange={setSearching}
          value={search}
          onChange={setSearch}
        />
        {viewer === 'doctor' && (
          <Link className="btn btn--secondary" to="/doctor_availability">
            <Icon name="calendarX" size={18} /> {intl.formatMessage(t.availability)}
          </Link>
        )}
      </header>
      <FormMessage tone="info">{announcement}</FormMessage>
      <FormMessage tone={message?.tone ?? 'success'}>{message?.text}</FormMessage>
      <TabList<AppointmentTab>
        id="appointment-tabs"
        label={intl.formatMessage(t.tabs)}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
      />
      <div {...tabPanelProps('appointment-tabs', tab)} className="appointments__list">
        {error && !appointments.length && (
          <FormMessage tone="error">{errorText(error)}</FormMessage>
        )}
        {loading && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
        {!loading && !shown.length && (
          <p className="appointments__empty">{intl.formatMessage(t[`empty${tab}`])}</p>
        )}
        {shown.map((appointment) => (
          <AppointmentCard
            key={appointment.id}
            appointment={appointment}
            viewer={viewer}
            onCancel={setCancelling}
          />
        ))}
      </div>
      {viewer === 'patient' && (
        <Link className="fab" to="/appointment_scheduler" aria-label={intl.formatMessage(t.book)}>
          <Icon name="plus" size={28} />
        </Link>
      )}
      <CancelDialog
        appointment={cancelling}
        viewer={viewer}
        onClose={(cancelled) => {
          setCancelling(undefined);
          if (cancelled) showMessage({ tone: 'success', text: intl.formatMessage(t.cancelled) });
        }}
      />
    </section>
  );
}

export const AppointmentsPage = () => <AppointmentsScreen viewer="patient" />;
export const DoctorAppointmentsPage = () => <AppointmentsScreen viewer="doctor" />;
