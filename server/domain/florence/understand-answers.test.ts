import { describe, expect, it } from 'vitest';
import { gradeFrequency, gradeSeverity, type Grade, type SeverityAnswer } from '../triage';
import type { FindingDetails } from './reading';
import { understandMessage } from './understand';

/** The details of a message that names no symptom: an answer to the question asked. */
function answer(text: string): FindingDetails {
  return understandMessage(text).details;
}

describe('ratings', () => {
  it.each<[string, Partial<FindingDetails>]>([
    ['3', { bareNumbers: [3] }],
    ['三', { bareNumbers: [3] }],
    ['七', { bareNumbers: [7] }],
    ['3 out of 5', { severity: { kind: 'chat_scale', value: 3 } }],
    ['3/5', { severity: { kind: 'chat_scale', value: 3 } }],
    ['7/10', { severity: { kind: 'ten_point', value: 7 } }],
    ['7 out of 10', { severity: { kind: 'ten_point', value: 7 } }],
    // A mark has no scale of its own: the question asked decides it, like a bare number.
    ['7分', { bareNumbers: [7] }],
    ['大概七分', { bareNumbers: [7] }],
    ['Mild (1-3)', { severity: { kind: 'ten_point', value: 2 } }],
    ['Moderate (4-6)', { severity: { kind: 'ten_point', value: 5 } }],
    ['Severe (7-8)', { severity: { kind: 'ten_point', value: 8 } }],
    ['Very Severe (9-10)', { severity: { kind: 'ten_point', value: 10 } }],
    ['中等 (4-6)', { severity: { kind: 'ten_point', value: 5 } }],
  ])('"%s"', (text, expected) => {
    expect(answer(text)).toMatchObject(expected);
  });

  it('十分 before a word is "very", not ten marks; 好痛 is no rating, so the scale is asked', () => {
    for (const text of ['十分痛', '好痛', '好辛苦']) {
      const { details } = understandMessage(text).mentions[0] ?? understandMessage(text);
      expect(details).not.toHaveProperty('bareNumbers');
      expect(details).not.toHaveProperty('severity');
    }
  });
});

describe('severity words, graded by the triage engine', () => {
  it.each<[string, Grade]>([
    ['mild', 1],
    ['a bit', 1],
    ['not too bad', 1],
    ['moderate', 2],
    ['severe', 3],
    ['pretty bad', 3],
    // 'bad' is severe; grade 4 is kept for the rulebook's own words (very severe, unbearable).
    ['very bad', 3],
    ['unbearable', 4],
    ['輕微', 1],
    ['少少', 1],
    ['中等', 2],
    ['嚴重', 3],
    ['好嚴重', 4],
    ['非常嚴重', 4],
  ])('"%s" is grade %i', (text, grade) => {
    const reading = understandMessage(text);
    const severity = (reading.details.severity ??
      reading.mentions[0]?.details.severity) as SeverityAnswer;
    expect(gradeSeverity(severity)).toEqual({ grade, source: 'words' });
  });
});

describe('frequency words, graded by the triage engine', () => {
  it.each<[string, Grade]>([
    ['rarely', 1],
    ['sometimes', 1],
    ['now and then', 1],
    ['often', 2],
    ['every day', 2],
    ['all the time', 3],
    ['間中', 1],
    ['有時', 1],
    ['成日', 2],
    ['經常', 2],
    ['不停', 3],
  ])('"%s" is grade %i', (text, grade) => {
    const { frequency } = understandMessage(text).details;
    expect(frequency && gradeFrequency(frequency)).toEqual({ grade, source: 'words' });
  });
});

describe('yes and no', () => {
  it.each<[string, 'yes' | 'no' | null]>([
    ['yes', 'yes'],
    ['Yeah', 'yes'],
    ['yep, quite bad', 'yes'],
    ['yes, 7/10', 'yes'],
    ['no', 'no'],
    ['Nope.', 'no'],
    ['not really', 'no'],
    ['no, but my back hurts', 'no'],
    ['係', 'yes'],
    ['係呀', 'yes'],
    ['有', 'yes'],
    ['有少少', 'yes'],
    ['冇', 'no'],
    ['冇呀', 'no'],
    ['沒有', 'no'],
    ['唔係', 'no'],
    // A denial of a symptom, not a bare no; and 'not sure' is neither.
    ['no chest pain', null],
    ["I'm not sure", null],
    ['I am fine', null],
  ])('"%s" is %s', (text, reply) => {
    expect(understandMessage(text).reply).toBe(reply);
  });
});

describe('numbers with units', () => {
  it.each<[string, number]>([
    // A decimal in the body's range can only be a reading, whatever was asked.
    ['38.2', 38.2],
    ['38', NaN],
    ['38.2C', 38.2],
    ['38.2°C', 38.2],
    ['38.2 ℃', 38.2],
    ['38.2 degrees', 38.2],
    ['101F', 38.3],
    ['100.4 °F', 38],
    ['38度', 38],
    ['38.5度', 38.5],
    ['三十八度半', 38.5],
  ])('temperature "%s" is %f °C', (text, celsius) => {
    const fever = understandMessage(text).mentions.find((m) => m.symptom === 'fever');
    expect(fever?.details.temperatureC ?? NaN).toEqual(celsius);
  });

  it.each<[string, number]>([
    ['vomited 4 times', 4],
    ['嘔咗4次', 4],
    ['four times', 4],
    ['四次', 4],
    ['twice', 2],
    ['once today', 1],
    ['5 loose stools', 5],
  ])('count "%s" is %i', (text, count) => {
    const details = understandMessage(text).mentions[0]?.details ?? answer(text);
    expect(details.episodes).toBe(count);
  });

  it.each<[string, string]>([
    ['2 days', '2 days'],
    ['for 3 weeks', 'for 3 weeks'],
    ['since yesterday', 'since yesterday'],
    ['about a week', 'about a week'],
    ['since this morning', 'since this morning'],
    ['兩日', '兩日'],
    ['3日', '3日'],
    ['一個禮拜', '一個禮拜'],
    ['琴日開始', '琴日'],
  ])('duration "%s"', (text, duration) => {
    expect(answer(text).duration).toBe(duration);
  });
});

describe('where the pain is', () => {
  it.each<[string, string]>([
    ['my head hurts', 'head'],
    ['headache', 'head'],
    ['stomach pain', 'stomach'],
    ['a pain in my tummy', 'stomach'],
    ['my back hurts', 'back'],
    ['頭痛', '頭'],
    ['肚痛', '肚'],
    ['背痛', '背'],
  ])('"%s" is %s', (text, location) => {
    expect(understandMessage(text).mentions).toEqual([
      { symptom: 'pain', negated: false, details: { location } },
    ]);
  });

  it('a place alone answers "where?"', () => {
    expect(answer('lower back').location).toBe('back');
  });
});

describe('how the message is meant', () => {
  it.each<[string, 'well' | 'unwell' | null]>([
    ['I feel fine', 'well'],
    ['pretty good thanks', 'well'],
    ['幾好', 'well'],
    ['not great', 'unwell'],
    ['麻麻哋', 'unwell'],
    ['唔係幾好', 'unwell'],
    ['tired', null],
  ])('"%s" feels %s', (text, feeling) => {
    expect(understandMessage(text).feeling).toBe(feeling);
  });

  it.each<[string, keyof ReturnType<typeof understandMessage>, boolean]>([
    ['not sure', 'notSure', true],
    ["I don't know", 'notSure', true],
    ['唔確定', 'notSure', true],
    ['唔知', 'notSure', true],
    ['stop', 'wantsToStop', true],
    ['結束', 'wantsToStop', true],
    ["the bleeding won't stop", 'wantsToStop', false],
    ["No, that's all", 'nothingElse', true],
    ['冇其他喇', 'nothingElse', true],
    ['a cough', 'nothingElse', false],
  ])('"%s": %s is %s', (text, field, value) => {
    expect(understandMessage(text)[field]).toBe(value);
  });
});
