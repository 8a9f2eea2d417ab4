// `npm run vignettes`: the agreement table and every disagreement with its transcript.
// Exits non-zero when any vignette disagrees. `npm run vignettes -- <id-prefix>` runs some.
import { agreementTable, describeFailure, runAll } from './agreement';
import { loadVignettes } from './load';

const prefix = process.argv[2] ?? '';
const outcomes = runAll(loadVignettes().filter((v) => v.id.startsWith(prefix)));
const failures = outcomes.filter((o) => o.problems.length > 0);
for (const failure of failures) console.log(`${describeFailure(failure)}\n`);
console.log(agreementTable(outcomes));
process.exitCode = failures.length > 0 ? 1 : 0;
