// What the demo patients say to Florence on their demo days, turn by turn, and the level
// the triage rules give it (seed-demo-scripts.test.ts runs each through the interview and
// checks both, so a change in Florence's questions shows here rather than in odd demo data).
import type { Language } from '#common/language';
import type { AlertLevel } from '../domain/triage';

type Script = { language: Language; level: AlertLevel; messages: readonly string[] };

const no = (count: number) => Array<string>(count).fill('no');
const zhNo = (count: number) => Array<string>(count).fill('冇');
/** Mood, energy and sleep (1-5), then "nothing else". */
const rated = (mood: number, energy: number, sleep: number, done = 'no') => [
  String(mood),
  String(energy),
  String(sleep),
  done,
];

export const DEMO_SCRIPTS = {
  // six screening questions and the red-flag screen, all denied
  green: { language: 'en', level: 'GREEN', messages: ['I feel fine', ...no(7), ...rated(4, 3, 4)] },
  greenTired: {
    language: 'en',
    level: 'GREEN',
    messages: ['ok today', ...no(7), ...rated(3, 2, 3)],
  },
  greenGood: {
    language: 'en',
    level: 'GREEN',
    messages: ['feeling good', ...no(7), ...rated(5, 4, 5)],
  },
  fatigueMild: {
    language: 'en',
    level: 'YELLOW',
    messages: ['quite tired, 3 out of 5', 'a week', ...no(6), ...rated(3, 2, 3)],
  },
  nauseaModerate: {
    language: 'en',
    level: 'YELLOW',
    messages: ['I feel sick since my chemo', '3', 'sometimes', 'yes', ...no(7), ...rated(3, 2, 3)],
  },
  backPainSevere: {
    language: 'en',
    level: 'ORANGE',
    messages: ['my lower back hurts', '8', '2 days', 'no', ...no(6), ...rated(2, 2, 2)],
  },
  // a fever on treatment: the 999 instruction ends the check-in
  fever: { language: 'en', level: 'RED', messages: ['I have a fever of 38.3'] },
  zhGreen: {
    language: 'zh-HK',
    level: 'GREEN',
    messages: ['我今日幾好', ...zhNo(7), ...rated(4, 3, 4, '冇喇')],
  },
  zhGreenGood: {
    language: 'zh-HK',
    level: 'GREEN',
    messages: ['今日好好', ...zhNo(7), ...rated(5, 4, 4, '冇喇')],
  },
  zhCough: {
    language: 'zh-HK',
    level: 'YELLOW',
    messages: ['有啲咳', '3', '一個禮拜', ...zhNo(6), ...rated(3, 3, 3, '冇喇')],
  },
  // breathless sitting still: red at once
  zhBreathlessAtRest: { language: 'zh-HK', level: 'RED', messages: ['我坐喺度都好喘'] },
} as const satisfies Record<string, Script>;

export type DemoScript = keyof typeof DEMO_SCRIPTS;
