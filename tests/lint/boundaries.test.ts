// The layering rules of eslint.config.js, proved on code that breaks them: each probe is
// linted by ESLint's Node API with the repository's real config, as if it were the file
// at `filePath` (only the cycle needs files on disk: tests/lint/fixtures).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// Linting a probe follows its imports through the repository (for no-cycle): the first one
// takes seconds on a busy machine.
const TIMEOUT = { timeout: 60_000 };
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, fatal: !!m.fatal }));
}

/** A module that imports `specifier` (and uses it, so only the boundary can object). */
const importing = (specifier: string) =>
  `import * as probed from ${specifier};\nexport { probed };\n`;

const restricted = { rule: 'import-x/no-restricted-paths', line: 1, fatal: false };

describe('import boundaries', TIMEOUT, () => {
  it.each([
    [
      'a client feature importing another feature',
      'client/src/features/home/probe.ts',
      "'../dashboard/texts'",
    ],
    [
      'a client feature importing the app',
      'client/src/features/home/probe.ts',
      "'../../app/app-texts'",
    ],
    ['shared code importing a feature', 'client/src/shared/probe.ts', "'../features/home/texts'"],
    ['shared code importing the app', 'client/src/shared/ui/probe.ts', "'../../app/app-texts'"],
    ['i18n importing a feature', 'client/src/i18n/probe.ts', "'../features/home/texts'"],
    [
      'the domain importing the GraphQL schema',
      'server/domain/alerts/probe.ts',
      "'../../schema/builder'",
    ],
    ['the domain importing the REST mirror', 'server/domain/probe.ts', "'../rest/router'"],
    ['the domain importing the HTTP edge', 'server/domain/checkins/probe.ts', "'../../http/body'"],
    ['common importing server code', 'common/probe.ts', "'../server/errors'"],
    ['the client importing server code', 'client/src/shared/probe.ts', "'../../../server/errors'"],
  ])('refuses %s', async (_name, filePath, imported) => {
    expect(await problems(filePath, importing(imported))).toEqual([restricted]);
  });

  it.each([
    ['a feature importing its own files', 'client/src/features/home/probe.ts', "'./texts'"],
    [
      'a feature importing shared code',
      'client/src/features/home/probe.ts',
      "'../../shared/ui/button'",
    ],
    ['the app importing a feature', 'client/src/app/probe.ts', "'../features/home/texts'"],
    [
      'the schema importing the domain',
      'server/schema/probe.ts',
      "'../domain/access/access-policy'",
    ],
    ['the domain importing common', 'server/domain/probe.ts', "'#common/alerts'"],
  ])('allows %s', async (_name, filePath, imported) => {
    expect(await problems(filePath, importing(imported))).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const [result] = await new ESLint({ cwd: root, ignore: false }).lintFiles([
      path.join(import.meta.dirname, 'fixtures/cycle-a.ts'),
    ]);
    expect(result.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});

describe('function length', TIMEOUT, () => {
  it('refuses a function over 100 lines outside tests', async () => {
    const body = Array.from({ length: 101 }, (_, i) => `  total += ${i};`).join('\n');
    const code = `export function long() {\n  let total = 0;\n${body}\n  return total;\n}\n`;
    const rules = async (file: string) => (await problems(file, code)).map((p) => p.rule);
    expect(await rules('server/domain/probe.ts')).toEqual(['max-lines-per-function']);
    expect(await rules('server/domain/probe.test.ts')).toEqual([]);
  });
});

describe('line length', TIMEOUT, () => {
  it('refuses a string or comment past what Prettier can wrap', async () => {
    const long = 'x'.repeat(170);
    expect(await problems('server/probe.ts', `export const text = '${long}';\n`)).toEqual([
      { rule: 'max-len', line: 1, fatal: false },
    ]);
    expect(await problems('server/probe.ts', `// ${'word '.repeat(25)}\nexport {};\n`)).toEqual([
      { rule: 'max-len', line: 1, fatal: false },
    ]);
  });
});
