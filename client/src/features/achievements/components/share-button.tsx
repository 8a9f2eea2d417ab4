import { useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../shared/ui/form-message';
import { captureBadge, shareOrDownload } from '../lib/share-badge';
import { achievementsTexts } from '../texts';

const { t } = achievementsTexts;

/** Share: the card in `target` as a PNG, then the share sheet or a download, with messages. */
export function ShareButton({
  target,
  title,
}: {
  target: RefObject<HTMLElement | null>;
  title: string;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const share = async () => {
    if (!target.current || busy) return;
    setBusy(true);
    setMessage(null);
    const blob = await captureBadge(target.current);
    if (!blob) setMessage({ tone: 'error', text: intl.formatMessage(t.captureFailed) });
    else if ((await shareOrDownload(blob, title)) === 'downloaded')
      setMessage({ tone: 'success', text: intl.formatMessage(t.downloaded) });
    setBusy(false);
  };

  return (
    <div className="share">
      <button type="button" className="btn btn--primary" onClick={share} aria-busy={busy}>
        {intl.formatMessage(busy ? t.sharing : t.share)}
      </button>
      <FormMessage tone={message?.tone ?? 'success'}>{message?.text}</FormMessage>
    </div>
  );
}
