// Fails when schema.graphql no longer matches the Pothos schema, or when the client's
// generated documents no longer match schema.graphql and the client's operations.
// Fix with: npm run schema:print && npm run codegen
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { printedSchema } from '../server/schema/index';

const root = path.resolve(import.meta.dirname, '..');
const committed = fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8');
if (committed !== printedSchema()) {
  console.error('schema.graphql is stale: run `npm run schema:print` and commit it.');
  process.exit(1);
}
try {
  execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], {
    cwd: root,
    stdio: 'pipe',
  });
} catch (error) {
  const output =
    String((error as { stdout?: Buffer }).stdout ?? '') +
    String((error as { stderr?: Buffer }).stderr ?? '');
  console.error(
    `The client's generated GraphQL documents are stale: run \`npm run codegen\`.\n${output}`,
  );
  process.exit(1);
}
console.log('schema.graphql and client/src/generated are current.');
