import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PrescriptionFieldsFragment } from '../../../../generated/graphql';
import { commonTexts } from '../../../../i18n/common-texts';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { Button } from '../../../../shared/ui/button';
import { FormMessage } from '../../../../shared/ui/form-message';
import { Icon } from '../../../../shared/ui/icon';
import { CompletePrescriptionMutation } from '../api/complete-prescription';
import { PatientPrescriptionsQuery } from '../api/patient-prescriptions';
import { prescriptionTexts } from '../texts';
import { DiscontinueDialog } from './discontinue-dialog';
import { MedicationCard } from './medication-card';
import { RefillDialog } from './refill-dialog';
import '../prescriptions.css';

/** The spec's time the refill message stays. */
const REFILLED_MESSAGE_MS = 2000;

/** The patient's medications: add and refill, the current ones with their actions, the archive. */
export function MedicationsTab({ patientId }: { patientId: string }) {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error, refetch } = useQuery(PatientPrescriptionsQuery, {
    variables: { patientId },
    fetchPolicy: 'cache-and-network',
  });
  const [complete] = useMutation(CompletePrescriptionMutation);
  const [refilling, setRefilling] = useState(false);
  const [stopping, setStopping] = useState<PrescriptionFieldsFragment | null>(null);
  const [refilled, setRefilled] = useState(false);
  const [actionError, setActionError] = useState<string>();
  useEffect(() => {
    if (!refilled) return;
    const timer = window.setTimeout(() => setRefilled(false), REFILLED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [refilled]);

  if (!data) {
    return error ? (
      <FormMessage tone="error">{errorText(error)}</FormMessage>
    ) : (
      <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
    );
  }
  const all = data.patientPrescriptions;
  const active = all.filter((p) => p.status === 'ACTIVE');
  const archived = all.filter((p) => p.status !== 'ACTIVE');
  const onComplete = (p: PrescriptionFieldsFragment) => async () => {
    setActionError(undefined);
    try {
      await complete({ variables: { id: p.id } });
      await refetch();
    } catch (failure) {
      setActionError(errorText(failure));
    }
  };

  return (
    <div className="med-tab">
      <div className="med-tab__actions">
        <Link className="btn btn--primary" to={`/add_medication/${patientId}`}>
          <Icon name="plus" size={20} /> {intl.formatMessage(t.addMedication)}
        </Link>
        <Button variant="secondary" onClick={() => setRefilling(true)}>
          <Icon name="refresh" size={20} /> {intl.formatMessage(t.refillMedication)}
        </Button>
      </div>
      <FormMessage tone="success">
        {refilled ? intl.formatMessage(t.refilled_done) : undefined}
      </FormMessage>
      <FormMessage tone="error">{actionError}</FormMessage>
      <h2 className="section-title">{intl.formatMessage(t.current, { n: active.length })}</h2>
      {active.length === 0 ? (
        <p className="muted">{intl.formatMessage(t.noCurrent)}</p>
      ) : (
        <ul className="med-list">
          {active.map((p) => (
            <MedicationCard
              key={p.id}
              prescription={p}
              onDiscontinue={() => setStopping(p)}
              onComplete={() => void onComplete(p)()}
            />
          ))}
        </ul>
      )}
      <details className="med-archive">
        <summary className="section-title">
          {intl.formatMessage(t.archive, { n: archived.length })}
        </summary>
        {archived.length === 0 ? (
          <p className="muted">{intl.formatMessage(t.noArchive)}</p>
        ) : (
          <ul className="med-list">
            {archived.map((p) => (
              <MedicationCard key={p.id} prescription={p} />
            ))}
          </ul>
        )}
      </details>
      <RefillDialog
        open={refilling}
        patientId={patientId}
        active={active}
        onClose={(done) => {
          setRefilling(false);
          setRefilled(done);
        }}
      />
      <DiscontinueDialog prescription={stopping} onClose={() => setStopping(null)} />
    </div>
  );
}
