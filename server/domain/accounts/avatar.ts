// Profile pictures: what is sent must be an image by its content (not its name or type
// header), at most 5 MB; the server keeps a 256 × 256 WebP without the photo's metadata
// (a phone's picture can carry where it was taken). Each upload gets a new random id,
// which names its URL.
import crypto from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import { requireViewer, type Viewing } from '../service-context';

export const AVATAR_SIZE_PX = 256;
/** Pictures larger than this (in pixels) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

const notAnImage = () =>
  new AppError('VALIDATION_FAILED', { fields: { image: 'please_select_valid_image' } });
export const tooLargeImage = () =>
  new AppError('VALIDATION_FAILED', { fields: { image: 'image_size_too_large' } });

/** The small copy the app keeps, or the rule's error when the bytes are not an image. */
export async function avatarImage(bytes: Buffer): Promise<Buffer> {
  // loaded on the first picture, not at every start
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const format = await image.metadata().then(
    (meta) => meta.format,
    () => undefined,
  );
  if (!format || !IMAGE_FORMATS.has(format)) throw notAnImage();
  return image
    .rotate()
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw notAnImage();
    });
}

export const avatarUrl = (id: string) => `/avatars/${id}.webp`;

/** The signed-in user's new picture; its URL is new, so caches never show the old one. */
export async function saveAvatar(ctx: Viewing, input: { bytes: Buffer }) {
  const { userId } = requireViewer(ctx);
  const { bytes } = input;
  if (!bytes.length) throw notAnImage();
  const data = await avatarImage(bytes);
  const id = crypto.randomBytes(18).toString('base64url');
  const values = {
    id,
    contentType: 'image/webp',
    data: new Uint8Array(data),
    createdAt: new Date(),
  };
  await ctx.prisma.avatar.upsert({
    where: { userId },
    create: { userId, ...values },
    update: values,
  });
  return avatarUrl(id);
}

export function readAvatar(prisma: PrismaClient, id: string) {
  return prisma.avatar.findUnique({ where: { id }, select: { data: true, contentType: true } });
}
