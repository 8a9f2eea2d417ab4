import type { ReactNode } from 'react';
import { CopyLinkButton } from '../ui/copy-link-button';
import { QrCode } from '../ui/qr-code';
import './invite-qr.css';

type Props = {
  /** The full link the code holds and the button copies. */
  url: string;
  qrLabel: string;
  copyLabel: string;
  copiedLabel: string;
  /** Under the code: whose invite it is, how long it works. */
  children?: ReactNode;
};

/** An invite as the person shows it: its QR code, a line or two, and copy the link. */
export function InviteQr({ url, qrLabel, copyLabel, copiedLabel, children }: Props) {
  return (
    <div className="invite-qr">
      <QrCode value={url} label={qrLabel} />
      {children}
      <CopyLinkButton value={url} label={copyLabel} copiedLabel={copiedLabel} />
    </div>
  );
}
