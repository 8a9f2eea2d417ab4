// A red-level symptom denied and then described in other words is not denied
// (taken-back-denials.ts); a denial followed by another complaint stands.
import { describe, expect, it } from 'vitest';
import { converse, languageOf, mentionIn } from './test-helpers';

const SAFETY = /999/;
const lastReply = (text: string) =>
  converse([text], { language: languageOf(text) }).replies.at(-1)!.text;

describe('a denial taken back in the same breath', () => {
  it.each([
    'no chest pain, just a tight band across it when i breathe',
    'no chest pain as such but it feels tight and heavy',
    'no pain in my chest but theres this pressure sitting there',
    'not pain more like discomfort in the middle of my chest',
    'no pain as such but my chest feels funny',
    '唔係痛，係好似有嘢壓住心口',
    '冇痛，只係心口有少少翳',
    '冇流血，只係屙屎有啲紅',
  ])('"%s" gives the 999 instruction', (text) => {
    expect(lastReply(text)).toMatch(SAFETY);
  });

  it.each([
    ['not breathless exactly, just cant get enough air in', 'shortness_of_breath'],
    ['no bleeding as such, just pink in the toilet', 'bleeding'],
    ['no bleeding as such, just pink when i pee', 'bleeding'],
  ] as const)('"%s" is %s, asked about', (text, symptom) => {
    expect(mentionIn(text, symptom)?.negated).toBe(false);
  });
});

describe('a denial that stands', () => {
  it.each([
    ['no chest pain, just tired', 'chest_pain'],
    ['no chest pain, just feel heavy and sluggish all over', 'chest_pain'],
    ['no chest pain but the scar is tight where they took the lump out', 'chest_pain'],
    ['no chest pain, only heartburn after spicy food', 'chest_pain'],
    ['no chest pain, though my shoulder is sore from the port', 'chest_pain'],
    ['no bleeding, just a red rash on my arms', 'bleeding'],
    ['no bleeding, just the red from the beetroot i ate', 'bleeding'],
    ['no shortness of breath but i struggle to sleep', 'shortness_of_breath'],
    ['not short of breath, but my nose is blocked', 'shortness_of_breath'],
    ['冇心口痛，但係個胃有啲唔舒服', 'chest_pain'],
    ['冇流血，不過皮膚有啲紅疹', 'bleeding'],
  ] as const)('"%s": no %s', (text, symptom) => {
    expect(mentionIn(text, symptom)?.negated).toBe(true);
    expect(lastReply(text)).not.toMatch(SAFETY);
  });
});

describe('breathless lying down, said of someone else', () => {
  it.each(['she gets breathless when she lies down', 'he gets out of breath when he lies flat'])(
    '"%s" is breathless at rest',
    (text) => {
      expect(lastReply(text)).toMatch(SAFETY);
    },
  );
});

// The review's inputs (old 792ecc7 against new): what a denial followed by something else must
// stay, and what a correction takes back.
describe('a denial followed by another complaint, another place or a mood stands', () => {
  it.each([
    'no chest pain, just the usual aches and pains',
    'No chest pain. Just been a bit achy since the chemo.',
    'no chest pain, just feel a bit funny today, cant explain it',
    'no chest pain but my knee is really sore today',
    'No chest pain, only sore ribs from all the coughing',
    'No chest pain but a pounding headache, really sore',
    'no chest pain but the cannula site hurts',
    'No chest pain, just pressure in my ears on the plane',
    'No chest pain. Only my heart is a bit heavy, my dog died yesterday',
    '冇心口痛，只係腰骨有啲痛',
    '冇心口痛，只係心情好重',
    '唔係心口痛，係牙痛',
    "Mum's not confused, just doesn't know how to use the app so I'm typing",
    'no confusion, just a bit vague from lack of sleep',
    '冇混亂，只係啲藥好亂，唔知食邊隻',
    'No bleeding but my blood sugars are high',
    'no bleeding just red cheeks from the steroids',
    'no breathlessness only burping and air in my tummy',
    'no shortness of breath just a bit puffy round the ankles',
  ])('"%s"', (text) => {
    const reading = converse([text], { language: languageOf(text) });
    expect(reading.state.status).not.toBe('interrupted');
    const reported = reading.state.findings.filter((f) => !f.negated).map((f) => f.symptom);
    expect(reported).not.toContain('chest_pain');
    expect(reported).not.toContain('confusion');
  });
});

describe('a correction takes the denial back', () => {
  it.each([
    'no chest pain as such, more a heaviness right in the middle',
    'Not pain so much as a tight band round my chest, worse last hour',
    'No chest pain. Actually yes, a bit of tightness when I climbed the stairs',
    "no chest pain. Scratch that, it's been aching on and off since lunch, left side",
  ])('"%s" gives the 999 instruction', (text) => {
    expect(lastReply(text)).toMatch(SAFETY);
  });

  it.each(['no chest pain, actually my knee aches', "no chest pain, i'm actually feeling better"])(
    '"%s" stays a denial',
    (text) => {
      expect(lastReply(text)).not.toMatch(SAFETY);
    },
  );
});
