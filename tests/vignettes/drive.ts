// Drives a written vignette through the real check-in engine (the one the REST mirror and
// GraphQL call through the session service) with a scripted patient, and assesses it at
// the end as the server does. Pure and in memory: the database adds nothing to the level.
import { engine } from '../../server/domain/checkins/engine';
import {
  assessTriage,
  evaluateFinding,
  type AlertLevel,
  type Grade,
  type SymptomKey,
  type TreatmentStatus,
} from '../../server/domain/triage';
import type { Awaiting, CheckInRatings, FlorenceReply } from '../../server/domain/florence';

export interface Vignette {
  id: string;
  language: 'en' | 'zh-HK';
  treatmentStatus: TreatmentStatus;
  onImmunotherapy?: boolean;
  narrative: string;
  answers: Record<string, string | string[]>;
  expect: {
    level: AlertLevel;
    interrupts?: boolean;
    grades?: Partial<Record<SymptomKey, Grade | null>>;
    /** The day's ratings as stored with the assessment (mood, energy, sleep, hours). */
    ratings?: CheckInRatings;
  };
}

export interface VignetteRun {
  level: AlertLevel;
  interrupted: boolean;
  grades: Partial<Record<SymptomKey, Grade | null>>;
  ratings: CheckInRatings;
  /** What Florence asked, as question keys, in order. */
  asked: string[];
  transcript: string[];
  /** Levels of the mid-session assessments (red or grade-3 findings), in order. */
  midSessionLevels: AlertLevel[];
  problems: string[];
}

/** The question key of the README's table: 'how_are_you', 'screen.fatigue', 'fever.temperature'. */
export function questionKey(awaiting: Awaiting): string {
  if (!awaiting.symptom) return awaiting.topic;
  if (awaiting.topic === 'screen') return `screen.${awaiting.symptom}`;
  return `${awaiting.symptom}.${awaiting.topic}`;
}

const DEFAULTS: Record<
  Vignette['language'],
  { screen: string; anythingElse: string; rating: string }
> = {
  en: { screen: 'no', anythingElse: "no, that's all", rating: 'skip' },
  'zh-HK': { screen: '冇', anythingElse: '冇喇', rating: '略過' },
};
const RATING_KEYS = ['mood', 'energy', 'sleep_quality'];

/** More turns than any check-in needs; reaching it means the interview is looping. */
const MAX_TURNS = 40;

const LEVEL_ORDER: readonly AlertLevel[] = ['GREEN', 'YELLOW', 'ORANGE', 'RED'];
export const levelRank = (level: AlertLevel) => LEVEL_ORDER.indexOf(level);

function answerFor(vignette: Vignette, key: string, timesAsked: number): string | null {
  const scripted = vignette.answers[key];
  if (scripted !== undefined) {
    const list = Array.isArray(scripted) ? scripted : [scripted];
    return list[Math.min(timesAsked, list.length - 1)] ?? null;
  }
  if (key.startsWith('screen.') || key === 'red_flags') return DEFAULTS[vignette.language].screen;
  if (key === 'anything_else') return DEFAULTS[vignette.language].anythingElse;
  if (RATING_KEYS.includes(key)) return DEFAULTS[vignette.language].rating;
  return null;
}

export function runVignette(vignette: Vignette): VignetteRun {
  const context = {
    language: vignette.language,
    treatmentStatus: vignette.treatmentStatus,
    onImmunotherapy: vignette.onImmunotherapy ?? false,
    mode: 'ai' as const,
  };
  const started = engine.start(context);
  let state = started.state;
  let reply: FlorenceReply = started.reply;
  const asked: string[] = [];
  const transcript = [`Florence: ${reply.text}`];
  const midSessionLevels: AlertLevel[] = [];
  const problems: string[] = [];
  let interrupted = false;

  for (let turn = 0; turn < MAX_TURNS && reply.awaiting.type !== 'done'; turn += 1) {
    const key = questionKey(reply.awaiting);
    const timesAsked = asked.filter((k) => k === key).length;
    asked.push(key);
    if (timesAsked >= 2) problems.push(`asked "${key}" a third time`);
    const answer = answerFor(vignette, key, timesAsked);
    if (answer === null) {
      problems.push(`the vignette does not answer "${key}" (${reply.question})`);
      break;
    }
    transcript.push(`Patient: ${answer}`);
    const result = engine.continue(state, answer);
    state = result.state;
    reply = result.reply;
    transcript.push(`Florence: ${reply.text}`);
    if (reply.kind === 'safety') interrupted = true;
    if (result.urgentFindings) {
      midSessionLevels.push(
        assessTriage(result.urgentFindings.findings, result.urgentFindings.context).alert_level,
      );
    }
  }
  if (reply.awaiting.type !== 'done' && problems.length === 0)
    problems.push(`still asking after ${MAX_TURNS} turns`);

  const finished = engine.finish(state);
  const assessment = assessTriage(finished.findings, finished.context);
  const level = assessment.alert_level;
  for (const earlier of midSessionLevels) {
    if (levelRank(earlier) > levelRank(level))
      problems.push(`level lowered from ${earlier} during the chat to ${level} at the end`);
  }
  // A denied symptom is grade 0 (rulebook section 1), so denials can be checked too.
  const grades: VignetteRun['grades'] = {};
  for (const finding of finished.findings)
    grades[finding.symptom] = evaluateFinding(finding, finished.context).grade;
  const { ratings } = finished;
  return { level, interrupted, grades, ratings, asked, transcript, midSessionLevels, problems };
}

/** How a run differs from the vignette's expectation; empty when it agrees. */
export function disagreements(vignette: Vignette, run: VignetteRun): string[] {
  const found = [...run.problems];
  if (run.level !== vignette.expect.level)
    found.push(`level ${run.level}, expected ${vignette.expect.level}`);
  if (vignette.expect.interrupts !== undefined && run.interrupted !== vignette.expect.interrupts) {
    found.push(
      vignette.expect.interrupts
        ? 'Florence did not interrupt with the 999 instruction'
        : 'Florence interrupted although nothing was red-level',
    );
  }
  for (const [symptom, grade] of Object.entries(vignette.expect.grades ?? {})) {
    const actual = run.grades[symptom as SymptomKey];
    if (actual !== grade)
      found.push(
        `${symptom} grade ${actual === undefined ? 'not recorded' : actual}, expected ${grade}`,
      );
  }
  const { ratings } = vignette.expect;
  const inOrder = (value: CheckInRatings) => JSON.stringify(value, Object.keys(value).sort());
  if (ratings && inOrder(run.ratings) !== inOrder(ratings))
    found.push(`ratings ${inOrder(run.ratings)}, expected ${inOrder(ratings)}`);
  return found;
}
