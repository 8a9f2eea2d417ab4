import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../i18n/use-language';
import { errorDescriptor, validationDescriptor } from '../../../i18n/server-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { FormMessage } from '../../../shared/ui/form-message';
import { InitialsAvatar } from '../../../shared/ui/initials-avatar';
import { avatarFileProblem, uploadAvatar } from '../lib/upload-avatar';
import { profileTexts } from '../texts';

type Props = { name: string; url: string | null | undefined; onSaved(url: string): void };

/** The picture with a file picker: checked here, then checked and resized by the server. */
export function AvatarPicker({ name, url, onSaved }: Props) {
  const { t } = profileTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  // a validation id (image_size_too_large) or an error code (UNAUTHENTICATED)
  const problemText = (id: string) =>
    intl.formatMessage(
      `validation.${id}` in intl.messages
        ? validationDescriptor(intl, id)
        : errorDescriptor(intl, id),
    );

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return setMessage({ tone: 'error', text: problemText(problem) });
    setBusy(true);
    try {
      const result = await uploadAvatar(file, language);
      if ('url' in result) {
        onSaved(result.url);
        setMessage({ tone: 'success', text: intl.formatMessage(t.pictureSaved) });
      } else setMessage({ tone: 'error', text: problemText(result.problem) });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="avatar-picker">
      {url ? (
        <img className="avatar-picker__image" src={url} alt={intl.formatMessage(t.picture)} />
      ) : (
        <InitialsAvatar name={name} size={96} />
      )}
      <div>
        <label className="btn btn--secondary" aria-disabled={busy || undefined}>
          {intl.formatMessage(busy ? t.uploading : t.choosePicture)}
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/*"
            disabled={busy}
            aria-describedby="avatar-hint"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        <p id="avatar-hint" className="muted avatar-picker__hint">
          {intl.formatMessage(t.pictureHint)}
        </p>
        <FormMessage tone={message?.tone ?? 'success'}>{message?.text}</FormMessage>
      </div>
    </div>
  );
}
