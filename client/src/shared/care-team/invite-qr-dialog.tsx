import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../api/use-error-text';
import { toDate } from '../lib/date-time';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormMessage } from '../ui/form-message';
import { CreatePatientInviteMutation } from './create-invite';
import { InviteQr } from './invite-qr';
import { inviteTexts } from './texts';

type Props = { open: boolean; name: string; onClose(): void };

/** A fresh single-use invite each time it opens: the QR, the patient's name, copy the link. */
export function InviteQrDialog({ open, name, onClose }: Props) {
  const { t } = inviteTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const [create, { data, error, loading }] = useMutation(CreatePatientInviteMutation);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (open) void create().catch(() => undefined);
  }, [open, round, create]);
  const invite = data?.createInviteLink;
  return (
    <Dialog open={open} title={intl.formatMessage(t.inviteTitle)} onClose={onClose}>
      <p className="dialog__body">{intl.formatMessage(t.inviteIntro)}</p>
      {error && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {invite && !loading && (
        <InviteQr
          url={invite.url}
          qrLabel={intl.formatMessage(t.qrLabel, { name })}
          copyLabel={intl.formatMessage(t.copy)}
          copiedLabel={intl.formatMessage(t.copied)}
        >
          <p className="invite-qr__name">{name}</p>
          <p className="muted">
            {intl.formatMessage(t.expires, {
              time: intl.formatTime(toDate(invite.expiresAt), { timeStyle: 'short' }),
            })}
          </p>
        </InviteQr>
      )}
      <div className="dialog__actions">
        <Button variant="ghost" onClick={() => setRound((n) => n + 1)}>
          {intl.formatMessage(t.newCode)}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(t.close)}
        </Button>
      </div>
    </Dialog>
  );
}
