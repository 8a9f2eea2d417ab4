import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { toDate } from '../../../../shared/lib/date-time';
import { Button } from '../../../../shared/ui/button';
import { CopyLinkButton } from '../../../../shared/ui/copy-link-button';
import { Dialog } from '../../../../shared/ui/dialog';
import { FormMessage } from '../../../../shared/ui/form-message';
import { QrCode } from '../../../../shared/ui/qr-code';
import { CreateConnectLinkMutation } from '../api/create-connect-link';
import { doctorCareTeamTexts } from '../texts';

/** A fresh single-use connect link for a patient to open (and its QR, for a phone camera). */
export function ConnectLinkDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = doctorCareTeamTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const [create, { data, error }] = useMutation(CreateConnectLinkMutation);
  useEffect(() => {
    if (open) void create().catch(() => undefined);
  }, [open, create]);
  const link = open ? data?.createInviteLink : undefined;
  return (
    <Dialog open={open} title={intl.formatMessage(t.connectTitle)} onClose={onClose}>
      <p className="dialog__body">{intl.formatMessage(t.connectIntro)}</p>
      {error && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {link && (
        <div className="invite-link">
          <QrCode value={link.url} label={intl.formatMessage(t.connectQr)} />
          <p className="invite-link__url">
            <a href={link.url}>{link.url}</a>
          </p>
          <p className="muted">
            {intl.formatMessage(t.connectExpires, {
              date: intl.formatDate(toDate(link.expiresAt), { dateStyle: 'medium' }),
            })}
          </p>
          <CopyLinkButton
            value={link.url}
            label={intl.formatMessage(t.copy)}
            copiedLabel={intl.formatMessage(t.copied)}
          />
        </div>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(t.close)}
        </Button>
      </div>
    </Dialog>
  );
}
