// Sends a picture's bytes to the server (POST /profile/avatar), which checks and resizes
// it. The same limits are checked here first, so a wrong file is caught before it is sent.
import { AVATAR_MAX_BYTES } from '#common/validation/contact-details';
import { apiHeaders } from '../../../shared/api/api-headers';
import { sessionStore } from '../../../shared/auth/session-store';

/** A validation id when the file cannot be a profile picture, else null. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'please_select_valid_image';
  if (file.size > AVATAR_MAX_BYTES) return 'image_size_too_large';
  return null;
}

export type UploadResult = { url: string } | { problem: string };

export async function uploadAvatar(file: Blob, language: string): Promise<UploadResult> {
  const response = await fetch('/profile/avatar', {
    method: 'POST',
    headers: { ...apiHeaders(sessionStore.getToken(), language), 'content-type': file.type },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as {
    avatar_url?: string;
    code?: string;
    fields?: Record<string, string>;
  };
  if (response.ok && body.avatar_url) return { url: body.avatar_url };
  return { problem: body.fields?.image ?? body.code ?? 'INTERNAL' };
}
