import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { shellFiles } from './service-worker';

type Item = Rolldown.OutputBundle[string];
const chunk = (fileName: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'chunk', fileName, imports: [], moduleIds: [], ...extra }) as unknown as Item;
const asset = (fileName: string, source = '', originalFileNames: string[] = []) =>
  ({ type: 'asset', fileName, source, originalFileNames }) as unknown as Item;
const bundleOf = (...items: Item[]) => Object.fromEntries(items.map((i) => [i.fileName, i]));

describe('shellFiles', () => {
  it('keeps what index.html loads with its static imports and styles, the first texts and the font rules', () => {
    const bundle = bundleOf(
      asset(
        'index.html',
        '<script type="module" crossorigin src="/assets/app-1.js"></script><link rel="stylesheet" href="/assets/app-1.css">',
      ),
      chunk('assets/app-1.js', {
        imports: ['assets/react-1.js'],
        viteMetadata: { importedCss: new Set(['assets/app-1.css']) },
      }),
      chunk('assets/react-1.js'),
      asset('assets/app-1.css'),
      chunk('assets/start-en.js', { moduleIds: ['\0virtual:catalog/en/start'] }),
      chunk('assets/start-zh.js', { moduleIds: ['\0virtual:catalog/zh-HK/start'] }),
      chunk('assets/rest-en.js', { moduleIds: ['\0virtual:catalog/en/rest'] }),
      asset('assets/noto-sans-tc-1.css', '', [
        '../node_modules/@fontsource-variable/noto-sans-tc/index.css',
      ]),
      chunk('assets/apollo-1.js', { moduleIds: ['/x/node_modules/@apollo/client/index.js'] }),
      chunk('assets/chatbot-page-1.js', { imports: ['assets/apollo-1.js'] }),
    );
    expect(shellFiles(bundle, ['/index.html'])).toEqual([
      '/index.html',
      '/assets/app-1.css',
      '/assets/app-1.js',
      '/assets/noto-sans-tc-1.css',
      '/assets/react-1.js',
      '/assets/start-en.js',
      '/assets/start-zh.js',
    ]);
  });
});
