// Profile pictures: the upload (the picture's bytes as the body, any image type, up to
// 5 MB) and, in server/http/avatars.ts, the pictures themselves.
import { AVATAR_MAX_BYTES } from '#common/validation/contact-details';
import { saveAvatar, tooLargeImage } from '../domain/accounts/avatar';
import type { RestRoute } from './router';

export const avatarRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/profile/avatar',
    auth: 'required',
    rawBody: { limit: AVATAR_MAX_BYTES, tooLarge: tooLargeImage },
    async handle({ ctx, raw }) {
      return {
        avatar_url: await saveAvatar(ctx, { bytes: raw ?? Buffer.alloc(0) }),
      };
    },
  },
];
