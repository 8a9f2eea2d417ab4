// npm run schema:print — writes schema.graphql from the Pothos schema
// (a test checks it is current).
import fs from 'node:fs';
import path from 'node:path';
import { printedSchema } from './index';

const target = path.resolve(import.meta.dirname, '../../schema.graphql');
fs.writeFileSync(target, printedSchema());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
