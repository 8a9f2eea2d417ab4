// The agreement table: how the engine's levels compare with the vignettes' expected
// levels, overall and per language. "RED missed" is the count that must stay 0.
import { disagreements, levelRank, runVignette, type Vignette, type VignetteRun } from './drive';

export interface Outcome {
  vignette: Vignette;
  run: VignetteRun;
  problems: string[];
}

export function runAll(vignettes: readonly Vignette[]): Outcome[] {
  return vignettes.map((vignette) => {
    try {
      const run = runVignette(vignette);
      return { vignette, run, problems: disagreements(vignette, run) };
    } catch (error) {
      const run: VignetteRun = {
        level: 'GREEN',
        interrupted: false,
        grades: {},
        ratings: {},
        asked: [],
        transcript: [],
        midSessionLevels: [],
        problems: [],
      };
      return { vignette, run, problems: [`crashed: ${(error as Error).message}`] };
    }
  });
}

interface Row {
  group: string;
  total: number;
  exact: number;
  under: number;
  over: number;
  redMissed: number;
  otherProblems: number;
}

function row(group: string, outcomes: readonly Outcome[]): Row {
  const diff = (o: Outcome) => levelRank(o.run.level) - levelRank(o.vignette.expect.level);
  return {
    group,
    total: outcomes.length,
    exact: outcomes.filter((o) => diff(o) === 0).length,
    under: outcomes.filter((o) => diff(o) < 0).length,
    over: outcomes.filter((o) => diff(o) > 0).length,
    redMissed: outcomes.filter((o) => o.vignette.expect.level === 'RED' && o.run.level !== 'RED')
      .length,
    // Right level but something else wrong: a grade, the interruption, a repeated question.
    otherProblems: outcomes.filter((o) => diff(o) === 0 && o.problems.length > 0).length,
  };
}

export function agreementTable(outcomes: readonly Outcome[]): string {
  const rows = [
    row('all', outcomes),
    row(
      'en',
      outcomes.filter((o) => o.vignette.language === 'en'),
    ),
    row(
      'zh-HK',
      outcomes.filter((o) => o.vignette.language === 'zh-HK'),
    ),
  ];
  const header =
    '| vignettes | total | exact | under | over | RED missed | right level, other problem |';
  const lines = rows.map(
    (r) =>
      `| ${r.group} | ${r.total} | ${r.exact} | ${r.under} | ${r.over} | ${r.redMissed} | ${r.otherProblems} |`,
  );
  return [header, '|---|---|---|---|---|---|---|', ...lines].join('\n');
}

export function describeFailure(outcome: Outcome): string {
  const { vignette, run, problems } = outcome;
  return [
    `${vignette.id} (${vignette.language}, ${vignette.treatmentStatus}): ${problems.join('; ')}`,
    `  ${vignette.narrative}`,
    ...run.transcript.map((line) => `    ${line}`),
  ].join('\n');
}
