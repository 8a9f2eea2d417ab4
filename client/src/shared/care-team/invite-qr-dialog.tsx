import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../api/use-error-text';
import { toDate } from '../lib/date-time';
import { Button } from '../ui/button';
import { CopyLinkButton } from '../ui/copy-link-button';
import { Dialog } from '../ui/dialog';
import { FormMessage } from '../ui/form-message';
import { QrCode } from '../ui/qr-code';
import { CreatePatientInviteMutation } from './create-invite';
import { inviteTexts } from './texts';
import './invite-qr.css';

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
        <div className="invite-qr">
          <QrCode value={invite.url} label={intl.formatMessage(t.qrLabel, { name })} />
          <p className="invite-qr__name">{name}</p>
          <p className="muted">
            {intl.formatMessage(t.expires, {
              time: intl.formatTime(toDate(invite.expiresAt), { timeStyle: 'short' }),
            })}
          </p>
          <CopyLinkButton
            value={invite.url}
            label={intl.formatMessage(t.copy)}
            copiedLabel={intl.formatMessage(t.copied)}
          />
        </div>
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
