// `npm run bench:reading`: what reading one patient message costs (understandMessage), over
// every answer written in the vignettes, in µs per message: the red-flag screen and the
// advice-line reading (issue 23) must add questions, not milliseconds. Pure and in process:
// the message reader has no I/O, so nothing outside it is measured.
import { loadVignettes } from '../vignettes/load';
import { understandMessage } from '../../server/domain/florence/understand';

const texts = loadVignettes().flatMap((vignette) =>
  Object.values(vignette.answers).flatMap((answer) => (Array.isArray(answer) ? answer : [answer])),
);
const PASSES = 5;
const RUNS = 7;

for (let warm = 0; warm < 3; warm += 1) for (const text of texts) understandMessage(text);
const perMessage: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = process.hrtime.bigint();
  for (let pass = 0; pass < PASSES; pass += 1) for (const text of texts) understandMessage(text);
  perMessage.push(Number(process.hrtime.bigint() - started) / 1000 / (PASSES * texts.length));
}
perMessage.sort((a, b) => a - b);
const median = perMessage[Math.floor(RUNS / 2)]!;
console.log(
  `Reading a message: ${median.toFixed(1)} µs (median of ${RUNS} runs over ${texts.length} ` +
    `messages; fastest ${perMessage[0]!.toFixed(1)}, slowest ${perMessage.at(-1)!.toFixed(1)})`,
);
