import { describe, expect, it } from 'vitest';
import { keepTextKeys } from './text-tables';

describe("the client's build keeps the keys of text tables, not their texts", () => {
  it('replaces each bilingual text by 0 and keeps every line where it was', () => {
    const source = [
      "export const t = defineTexts('auth', {",
      "  logIn: { en: 'Log in', 'zh-HK': '登入' },",
      '  welcome: {',
      "    en: 'Welcome, {name}',",
      "    'zh-HK': '歡迎，{name}',",
      '  },',
      '});',
      "const other = { a: { en: 'kept', 'zh-HK': '保留' } };",
    ].join('\n');
    const lines = keepTextKeys(source, 'texts.ts')!.split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe('  logIn: 0,');
    expect(lines[2]).toBe('  welcome: 0');
    expect(lines[7]).toBe(source.split('\n')[7]);
  });

  it('leaves modules without a table alone', () => {
    expect(keepTextKeys('export const x = 1;', 'x.ts')).toBeNull();
  });
});
