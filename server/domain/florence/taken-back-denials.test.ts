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
