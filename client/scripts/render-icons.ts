// npx tsx client/scripts/render-icons.ts — draws the PNG app icons (home screens and
// install prompts want PNG) from the SVG sources in client/public/icons, in Chromium.
// Run after changing an icon's SVG; the PNGs are committed beside their sources.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ICONS = path.resolve(import.meta.dirname, '../public/icons');
const OUTPUTS = [
  { source: 'app-icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'app-icon.svg', file: 'icon-512.png', size: 512 },
  // full-bleed: the launcher (or iOS, for the touch icon) cuts its own shape
  { source: 'maskable-icon.svg', file: 'maskable-512.png', size: 512 },
  { source: 'maskable-icon.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { source, file, size } of OUTPUTS) {
    const svg = fs.readFileSync(path.join(ICONS, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    await page.screenshot({ path: path.join(ICONS, file), omitBackground: true });
    console.log(`${file} (${size} px) from ${source}`);
  }
} finally {
  await browser.close();
}
