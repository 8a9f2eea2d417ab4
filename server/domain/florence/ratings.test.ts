// The day's ratings read the way patients answer, in English and Cantonese: numbers in
// every written form, words, negations, hours slept, and answers that rate nothing.
import { describe, expect, it } from 'vitest';
import { readRating, type RatingAnswer } from './ratings';
import type { RatingTopic } from './types';

describe('numbers on the 1-5 scale, or out of ten', () => {
  it.each<[string, RatingTopic, RatingAnswer]>([
    ['3', 'mood', { rating: 3 }],
    ['3/5', 'mood', { rating: 3 }],
    ['3 out of 5', 'energy', { rating: 3 }],
    ['three', 'energy', { rating: 3 }],
    ['三', 'mood', { rating: 3 }],
    ['3分', 'mood', { rating: 3 }],
    ['四分', 'sleep_quality', { rating: 4 }],
    ['Ｔhree', 'mood', { rating: 3 }],
    ['４', 'mood', { rating: 4 }],
    ['8/10', 'energy', { rating: 4 }],
    ['七分', 'energy', { rating: 4 }],
    ['十分之八', 'mood', { rating: 4 }],
    ['9', 'mood', { rating: 5 }],
    ['0', 'mood', { rating: 1 }],
    ['1 - Very low', 'mood', { rating: 1 }],
    ['5 - 好有精神', 'energy', { rating: 5 }],
    ['about 2 i guess', 'mood', { rating: 2 }],
    ['maybe 3', 'mood', { rating: 3 }],
  ])('%s (%s)', (text, topic, expected) => expect(readRating(text, topic)).toEqual(expected));
});

describe('words, in English and Cantonese', () => {
  it.each<[string, RatingTopic, RatingAnswer]>([
    ['ok', 'mood', { rating: 3 }],
    ['OK!', 'energy', { rating: 3 }],
    ['not great', 'mood', { rating: 2 }],
    ['Pretty good thanks', 'mood', { rating: 4 }],
    ['really good', 'mood', { rating: 5 }],
    ['terrible', 'mood', { rating: 1 }],
    ['not bad', 'mood', { rating: 3 }],
    ['not happy', 'mood', { rating: 2 }],
    ["I'm a bit down", 'mood', { rating: 2 }],
    ['exhausted', 'energy', { rating: 1 }],
    ['tired but ok', 'energy', { rating: 2 }],
    ['not tired at all', 'energy', { rating: 4 }],
    ['full of energy', 'energy', { rating: 5 }],
    ["didn't sleep well", 'sleep_quality', { rating: 2 }],
    ['slept like a baby', 'sleep_quality', { rating: 5 }],
    ["couldn't sleep", 'sleep_quality', { rating: 1 }],
    ['麻麻', 'mood', { rating: 2 }],
    ['麻麻哋啦', 'mood', { rating: 2 }],
    ['一般', 'mood', { rating: 3 }],
    ['幾好', 'mood', { rating: 4 }],
    ['好開心', 'mood', { rating: 5 }],
    ['心情唔好', 'mood', { rating: 2 }],
    ['好唔開心', 'mood', { rating: 1 }],
    ['好攰', 'energy', { rating: 2 }],
    ['攰到死', 'energy', { rating: 1 }],
    ['冇乜精神', 'energy', { rating: 2 }],
    ['精神幾好', 'energy', { rating: 4 }],
    ['瞓得唔好', 'sleep_quality', { rating: 2 }],
    ['瞓得好差', 'sleep_quality', { rating: 1 }],
    ['瞓得好好', 'sleep_quality', { rating: 5 }],
    ['瞓唔着', 'sleep_quality', { rating: 1 }],
    ['好', 'mood', { rating: 4 }],
  ])('%s (%s)', (text, topic, expected) => expect(readRating(text, topic)).toEqual(expected));

  it("a question's own word wins over a general one: 'ok but tired' is tired energy", () =>
    expect(readRating('ok but tired', 'energy')).toEqual({ rating: 2 }));

  it('a negation reaches only its own clause', () =>
    expect(readRating("I'm not tired, and my mood is good", 'mood')).toEqual({ rating: 4 }));

  it('a number wins over words in the same answer', () =>
    expect(readRating('not great, 2', 'mood')).toEqual({ rating: 2 }));
});

describe('hours slept, when the patient offers them', () => {
  it.each<[string, RatingTopic, RatingAnswer]>([
    ['slept 5 hours', 'sleep_quality', { hoursSlept: 5 }],
    ['Slept ok, maybe 6 hours', 'sleep_quality', { rating: 3, hoursSlept: 6 }],
    ['5 or 6 hrs', 'sleep_quality', { hoursSlept: 5.5 }],
    ['seven and a half hours, slept well', 'sleep_quality', { rating: 4, hoursSlept: 7.5 }],
    ['瞓咗五個鐘', 'sleep_quality', { hoursSlept: 5 }],
    ['瞓得唔好，得三個鐘', 'sleep_quality', { rating: 2, hoursSlept: 3 }],
    ['瞓咗五個半鐘', 'sleep_quality', { hoursSlept: 5.5 }],
    ['五六個鐘', 'sleep_quality', { hoursSlept: 5.5 }],
    ['4, slept about 6 hours', 'mood', { rating: 4, hoursSlept: 6 }],
  ])('%s (%s)', (text, topic, expected) => expect(readRating(text, topic)).toEqual(expected));

  it('hours said about something else, to another question, are not sleep', () =>
    expect(readRating('3, I walked for 2 hours', 'mood')).toEqual({ rating: 3 }));
});

describe('answers that rate nothing leave the rating empty', () => {
  it.each<[string, RatingTopic]>([
    ['skip', 'mood'],
    ['Skip', 'energy'],
    ['略過', 'sleep_quality'],
    ['唔想答', 'mood'],
    ['not sure', 'mood'],
    ['唔知', 'energy'],
    ['banana', 'mood'],
    ['no', 'mood'],
    ['yes', 'energy'],
    ['🙂', 'mood'],
    ['', 'mood'],
    ['38.5度', 'mood'],
    ['for 3 days', 'energy'],
    ['25', 'mood'],
  ])('%s (%s)', (text, topic) => expect(readRating(text, topic)).toEqual({}));
});
