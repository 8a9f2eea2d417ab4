// `npm run vignettes`: the agreement table and every disagreement with its transcript.
// Exits non-zero when any vignette disagrees. `npm run vignettes -- <id-prefix>` runs some.
import { agreementTable, describeFailure, runAll } from './agreement';
import { loadVignettes } from './load';

// `npm run vignettes -- --held-out` prints only the held-out set's table, without transcripts,
// so it can be measured without looking at its cases; `-- --cases` runs the cases alone, so
// that working on them shows nothing of the held-out set.
// `-- --unseen` does the same for unseen/, the next round, measured before anyone looks at it.
const unseenOnly = process.argv.includes('--unseen');
const tableOnly = process.argv.includes('--held-out') || unseenOnly;
const casesOnly = process.argv.includes('--cases');
const prefix = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '';
const sets = unseenOnly
  ? (['unseen'] as const)
  : process.argv.includes('--held-out')
    ? (['held-out'] as const)
    : casesOnly
      ? (['cases'] as const)
      : (['cases', 'held-out'] as const);
let failed = false;
for (const set of sets) {
  const outcomes = runAll(loadVignettes([set]).filter((v) => v.id.startsWith(prefix)));
  const failures = outcomes.filter((o) => o.problems.length > 0);
  if (!tableOnly) for (const failure of failures) console.log(`${describeFailure(failure)}\n`);
  console.log(`${set}\n${agreementTable(outcomes)}\n`);
  failed ||= failures.length > 0;
}
process.exitCode = failed ? 1 : 0;
