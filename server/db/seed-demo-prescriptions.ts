// The demo patients' prescriptions. Lee Siu Ming has the spec's five sample medications
// (two hormone therapy tablets, an electrolyte sachet, an anti-nausea tablet and a pain
// reliever no longer taken); the others have sets that fit their diagnosis.
import type { CatalogueKey } from '#common/medications/catalogue';
import { MEDICATION_CATALOGUE } from '#common/medications/catalogue';

export type DemoPrescription = {
  catalogKey: CatalogueKey;
  name: string;
  strength: string;
  quantity: number;
  medicationType: string;
  dosageInstructions: string;
  usedFor: string;
  sideEffectsCommon: string[];
  sideEffectsLessCommon: string[];
  sideEffectsSerious: string[];
  scheduleTimes: string[];
  intakeTiming: string;
  startedDaysAgo: number;
  expiresInDays: number;
  ended?: { status: 'COMPLETED' | 'DISCONTINUED'; daysAgo: number; reason?: string };
};

type Details = Omit<
  DemoPrescription,
  'catalogKey' | 'name' | 'strength' | 'medicationType' | 'usedFor'
> &
  Partial<Pick<DemoPrescription, 'strength' | 'usedFor'>>;

/** A catalogue medication with its usual strength, form and use, and the demo's details. */
function rx(key: CatalogueKey, details: Details): DemoPrescription {
  const entry = MEDICATION_CATALOGUE[key];
  return {
    catalogKey: key,
    name: entry.en,
    strength: entry.strength,
    medicationType: entry.type,
    usedFor: entry.usedFor.en,
    ...details,
  };
}

const none: string[] = [];

const tamoxifen = rx('tamoxifen', {
  quantity: 30,
  dosageInstructions: 'One tablet every morning, at the same time each day.',
  sideEffectsCommon: ['hot flushes', 'tiredness', 'nausea'],
  sideEffectsLessCommon: ['headache', 'vaginal discharge'],
  sideEffectsSerious: ['swelling or pain in one leg', 'sudden chest pain or breathlessness'],
  scheduleTimes: ['08:00'],
  intakeTiming: 'with_food',
  startedDaysAgo: 40,
  expiresInDays: 180,
});
const ondansetron = rx('ondansetron', {
  quantity: 20,
  dosageInstructions: 'One tablet 30 minutes before chemotherapy, then every 12 hours for 2 days.',
  sideEffectsCommon: ['constipation', 'headache'],
  sideEffectsLessCommon: ['hiccups', 'feeling warm or flushed'],
  sideEffectsSerious: ['irregular heartbeat'],
  scheduleTimes: ['08:00', '20:00'],
  intakeTiming: 'before_meal',
  startedDaysAgo: 21,
  expiresInDays: 20,
});
const oralRehydration = rx('oral_rehydration_salts', {
  quantity: 20,
  dosageInstructions: 'Dissolve one sachet in 200 ml of water after each loose stool.',
  sideEffectsCommon: none,
  sideEffectsLessCommon: ['bloating'],
  sideEffectsSerious: none,
  scheduleTimes: ['12:00'],
  intakeTiming: 'with_food',
  startedDaysAgo: 14,
  expiresInDays: 365,
});
const paracetamolStopped = (reason: string) =>
  rx('paracetamol', {
    quantity: 24,
    dosageInstructions: 'One or two tablets every 6 hours when needed; no more than 8 in a day.',
    sideEffectsCommon: none,
    sideEffectsLessCommon: none,
    sideEffectsSerious: ['skin rash', 'yellow skin or eyes'],
    scheduleTimes: ['08:00', '14:00', '20:00'],
    intakeTiming: 'with_food',
    startedDaysAgo: 60,
    expiresInDays: 300,
    ended: { status: 'DISCONTINUED', daysAgo: 30, reason },
  });

export const DEMO_PRESCRIPTIONS: Record<string, DemoPrescription[]> = {
  'lee.siu.ming': [
    tamoxifen,
    rx('letrozole', {
      quantity: 28,
      dosageInstructions: 'One tablet a day.',
      sideEffectsCommon: ['joint pain', 'hot flushes'],
      sideEffectsLessCommon: ['hair thinning'],
      sideEffectsSerious: ['bone pain or a broken bone after a minor fall'],
      scheduleTimes: ['09:00'],
      intakeTiming: 'with_food',
      startedDaysAgo: 120,
      expiresInDays: 200,
      ended: { status: 'COMPLETED', daysAgo: 41 },
    }),
    oralRehydration,
    ondansetron,
    paracetamolStopped('Pain settled after surgery.'),
  ],
  'demo.patient': [
    rx('capecitabine', {
      quantity: 84,
      dosageInstructions:
        'Three tablets twice a day within 30 minutes after a meal, 14 days on and 7 days off.',
      sideEffectsCommon: ['diarrhoea', 'sore hands and feet', 'tiredness'],
      sideEffectsLessCommon: ['mouth sores', 'loss of appetite'],
      sideEffectsSerious: ['fever of 38°C or above', 'diarrhoea 4 or more times a day'],
      scheduleTimes: ['08:00', '20:00'],
      intakeTiming: 'with_food',
      startedDaysAgo: 16,
      expiresInDays: 150,
    }),
    ondansetron,
    rx('loperamide', {
      quantity: 30,
      dosageInstructions:
        'Two capsules after the first loose stool, then one after each loose stool.',
      sideEffectsCommon: ['constipation'],
      sideEffectsLessCommon: ['stomach cramps'],
      sideEffectsSerious: ['swollen, painful stomach'],
      scheduleTimes: ['08:00'],
      intakeTiming: 'empty_stomach',
      startedDaysAgo: 16,
      expiresInDays: 25,
    }),
    oralRehydration,
    paracetamolStopped('Changed to a stronger pain reliever for a week.'),
  ],
  'wong.ka.yan': [
    rx('osimertinib', {
      quantity: 30,
      dosageInstructions: 'One tablet once a day.',
      sideEffectsCommon: ['diarrhoea', 'dry skin', 'rash'],
      sideEffectsLessCommon: ['nail changes'],
      sideEffectsSerious: ['new cough or breathlessness'],
      scheduleTimes: ['09:00'],
      intakeTiming: 'with_food',
      startedDaysAgo: 30,
      expiresInDays: 240,
    }),
    rx('dexamethasone', {
      quantity: 10,
      dosageInstructions: 'One tablet in the morning for 5 days.',
      sideEffectsCommon: ['trouble sleeping', 'higher blood sugar'],
      sideEffectsLessCommon: ['mood changes'],
      sideEffectsSerious: ['black stools'],
      scheduleTimes: ['08:00'],
      intakeTiming: 'with_food',
      startedDaysAgo: 3,
      expiresInDays: 90,
    }),
  ],
  'ho.mei.ling': [
    rx('levothyroxine', {
      quantity: 90,
      dosageInstructions: 'One tablet every morning, 30 minutes before breakfast.',
      sideEffectsCommon: none,
      sideEffectsLessCommon: ['palpitations'],
      sideEffectsSerious: ['chest pain'],
      scheduleTimes: ['07:00'],
      intakeTiming: 'empty_stomach',
      startedDaysAgo: 200,
      expiresInDays: 400,
    }),
  ],
};
