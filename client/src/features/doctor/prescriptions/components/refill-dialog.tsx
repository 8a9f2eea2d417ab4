import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { clinicDay } from '#common/clinic-day';
import type { PrescriptionFieldsFragment } from '../../../../generated/graphql';
import { validationDescriptor } from '../../../../i18n/server-texts';
import { useLanguage } from '../../../../i18n/use-language';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { FormMessage } from '../../../../shared/ui/form-message';
import { TextField } from '../../../../shared/ui/text-field';
import { RefillPrescriptionsMutation } from '../api/refill-prescriptions';
import { maskDayMonthYear } from '../lib/masks';
import { medicationLabels } from '../../../../shared/lib/medication-display';
import {
  emptyRow,
  refillProblems,
  toRefills,
  type RefillProblems,
  type RefillRows,
} from '../lib/refill-form';
import { prescriptionTexts } from '../texts';

type Props = {
  open: boolean;
  patientId: string;
  active: readonly PrescriptionFieldsFragment[];
  onClose(refilled: boolean): void;
};

/** One or several active medications, each with the quantity to add and a new expiry. */
export function RefillDialog({ open, patientId, active, onClose }: Props) {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const [refill, { loading }] = useMutation(RefillPrescriptionsMutation);
  const [rows, setRows] = useState<RefillRows>({});
  const [problems, setProblems] = useState<RefillProblems | null>(null);
  const [serverError, setServerError] = useState<string>();
  const rowOf = (id: string) => rows[id] ?? emptyRow();
  const setRow = (id: string, change: Partial<ReturnType<typeof emptyRow>>) =>
    setRows((all) => ({ ...all, [id]: { ...rowOf(id), ...change } }));
  const message = (id: string | undefined) =>
    id ? intl.formatMessage(validationDescriptor(intl, id)) : undefined;
  const close = (refilled: boolean) => {
    setRows({});
    setProblems(null);
    setServerError(undefined);
    onClose(refilled);
  };
  const submit = async () => {
    const found = refillProblems(rows, clinicDay(new Date()));
    setProblems(found);
    setServerError(undefined);
    if (found) return;
    try {
      await refill({ variables: { patientId, refills: toRefills(rows) } });
      close(true);
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  return (
    <Dialog open={open} title={intl.formatMessage(t.refillTitle)} onClose={() => close(false)}>
      {active.length === 0 ? (
        <p className="dialog__body">{intl.formatMessage(t.noCurrent)}</p>
      ) : (
        <>
          <p className="dialog__body">{intl.formatMessage(t.refillIntro)}</p>
          <ul className="refill-list">
            {active.map((p) => {
              const row = rowOf(p.id);
              const rowProblems = problems?.rows[p.id] ?? {};
              const name = `${medicationLabels(p, language).name} ${p.strength}`;
              return (
                <li key={p.id} className="refill-item">
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={row.checked}
                      onChange={(e) => setRow(p.id, { checked: e.target.checked })}
                    />
                    {name}
                  </label>
                  {row.checked && (
                    <div className="form-row">
                      <TextField
                        id={`refill-${p.id}-quantity`}
                        label={intl.formatMessage(t.refillQuantity)}
                        inputMode="numeric"
                        maxLength={7}
                        value={row.quantity}
                        onChange={(e) => setRow(p.id, { quantity: e.target.value })}
                        error={message(rowProblems.quantity)}
                      />
                      <TextField
                        id={`refill-${p.id}-expiry`}
                        label={intl.formatMessage(t.refillExpiry)}
                        inputMode="numeric"
                        placeholder="DD/MM/YYYY"
                        value={row.expiry}
                        onChange={(e) => setRow(p.id, { expiry: maskDayMonthYear(e.target.value) })}
                        error={message(rowProblems.expiry)}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <FormMessage tone="error">{serverError ?? message(problems?.form)}</FormMessage>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={() => close(false)}>
          {intl.formatMessage(t.cancel)}
        </Button>
        {/* pressable with nothing ticked: it then says to tick one */}
        <Button
          busy={loading}
          busyText={intl.formatMessage(t.saving)}
          onClick={() => void submit()}
        >
          {intl.formatMessage(t.confirm)}
        </Button>
      </div>
    </Dialog>
  );
}
