import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { FormMessage } from '../../../../shared/ui/form-message';
import { TextField } from '../../../../shared/ui/text-field';
import { inviteTokenFrom } from '../lib/invite-token';
import { useQrCamera } from '../lib/use-qr-camera';
import { useSendInviteRequest } from '../lib/use-send-invite-request';
import { doctorCareTeamTexts } from '../texts';

type Props = { open: boolean; onClose(): void };

/**
 * The camera looks for a patient's invite QR; a found invite sends the care-team request.
 * Closing (or finding a code) stops the camera; a camera that cannot start gives the spec's
 * alert and closes the scanner. The invite link can also be pasted.
 */
export function QrScannerDialog({ open, onClose }: Props) {
  const { t } = doctorCareTeamTexts;
  const intl = useIntl();
  const [hint, setHint] = useState<string>();
  const [pasted, setPasted] = useState('');
  // A pasted link that is no invite is said under the box it was pasted in.
  const [pasteProblem, setPasteProblem] = useState<string>();
  const { send, sending, sentTo, failure, reset } = useSendInviteRequest();
  const done = !!sentTo;

  const { video, scanning } = useQrCamera(open && !done, {
    onText: (text) => {
      const token = inviteTokenFrom(text);
      if (!token) {
        setHint(intl.formatMessage(t.notInvite));
        return false;
      }
      void send(token);
      return true;
    },
    onFailure: (reason) => {
      window.alert(intl.formatMessage(t.cameraFailed, { reason }));
      onClose();
    },
  });

  const close = () => {
    reset();
    setHint(undefined);
    setPasted('');
    setPasteProblem(undefined);
    onClose();
  };
  const sendPasted = () => {
    const token = inviteTokenFrom(pasted);
    if (!token) return setPasteProblem(intl.formatMessage(t.notInvite));
    void send(token);
  };

  return (
    <Dialog open={open} title={intl.formatMessage(t.scanTitle)} onClose={close}>
      {!done && (
        <>
          <p className="dialog__body">{intl.formatMessage(t.scanIntro)}</p>
          <div className="scanner">
            <video
              ref={video}
              className="scanner__video"
              muted
              playsInline
              aria-label={intl.formatMessage(t.cameraLabel)}
            />
            {!scanning && <p className="scanner__status muted">{intl.formatMessage(t.starting)}</p>}
          </div>
          <FormMessage tone="info">{hint}</FormMessage>
          <form
            className="scanner__paste"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              sendPasted();
            }}
          >
            <TextField
              id="invite-link"
              label={intl.formatMessage(t.pasteLabel)}
              value={pasted}
              autoComplete="off"
              error={pasteProblem}
              onChange={(e) => {
                setPasteProblem(undefined);
                setPasted(e.target.value);
              }}
            />
            <Button
              type="submit"
              variant="secondary"
              busy={sending}
              busyText={intl.formatMessage(t.sending)}
            >
              {intl.formatMessage(t.sendRequest)}
            </Button>
          </form>
        </>
      )}
      <FormMessage tone="error">{failure}</FormMessage>
      <FormMessage tone="success">
        {sentTo ? intl.formatMessage(t.requestSent, { name: sentTo }) : undefined}
      </FormMessage>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={close}>
          {intl.formatMessage(t.close)}
        </Button>
      </div>
    </Dialog>
  );
}
