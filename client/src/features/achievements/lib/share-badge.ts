// Share a badge as a picture (spec part 2): the badge card captured as a PNG at twice its
// size on white, handed to the device's share sheet when the browser can share files,
// else downloaded as badge-achievement.png. No DOM capture code loads until Share is used.

import { fontEmbedCss } from './font-embed';
import { saveFile } from '../../../shared/lib/save-file';

export const SHARE_FILE_NAME = 'badge-achievement.png';

/** The card as a PNG, or null when it could not be drawn. */
export async function captureBadge(node: HTMLElement): Promise<Blob | null> {
  try {
    const [{ toBlob }, fontCss] = await Promise.all([
      import('html-to-image'),
      // the card's own fonts; without them the picture still draws with the device's
      fontEmbedCss(node).catch(() => ''),
    ]);
    return await toBlob(node, { pixelRatio: 2, backgroundColor: '#ffffff', fontEmbedCSS: fontCss });
  } catch {
    return null;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'downloaded';

/** The share sheet with the file where the browser can; a failed share falls back to download. */
export async function shareOrDownload(blob: Blob, title: string): Promise<ShareOutcome> {
  const file = new File([blob], SHARE_FILE_NAME, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      // The person closed the sheet: nothing to do. Any other failure: download instead.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  saveFile(blob, SHARE_FILE_NAME);
  return 'downloaded';
}
