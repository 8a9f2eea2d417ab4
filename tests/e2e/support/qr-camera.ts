// A QR code as the test reads it and as a fake camera shows it: decode the PNG a page drew
// (pngjs + jsQR), and turn it into a Y4M video that Chromium plays as the webcam
// (--use-file-for-fake-video-capture), so the doctor's scanner sees a real code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export function pngFromDataUrl(dataUrl: string): PNG {
  const base64 = dataUrl.replace(/^data:image\/png;base64,/, '');
  return PNG.sync.read(Buffer.from(base64, 'base64'));
}

export function decodeQr(png: PNG): string | null {
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** One frame of `width`×`height`, white, with the image in the middle, as 4:2:0 Y4M. */
export function y4mOf(png: PNG, width = 640, height = 480): string {
  const rgbAt = (x: number, y: number): [number, number, number] => {
    const px = x - Math.floor((width - png.width) / 2);
    const py = y - Math.floor((height - png.height) / 2);
    if (px < 0 || py < 0 || px >= png.width || py >= png.height) return [255, 255, 255];
    const i = (py * png.width + px) * 4;
    const alpha = png.data[i + 3] / 255;
    const blend = (c: number) => Math.round(c * alpha + 255 * (1 - alpha));
    return [blend(png.data[i]), blend(png.data[i + 1]), blend(png.data[i + 2])];
  };
  const luma = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgbAt(x, y);
      luma[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const j = (y / 2) * (width / 2) + x / 2;
        u[j] = Math.round(-0.169 * r - 0.331 * g + 0.5 * b + 128);
        v[j] = Math.round(0.5 * r - 0.419 * g - 0.081 * b + 128);
      }
    }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qr-camera-')), 'qr.y4m');
  fs.writeFileSync(file, Buffer.concat([header, luma, u, v]));
  return file;
}
