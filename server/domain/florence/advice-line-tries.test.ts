// What trying the app as a carer, and reading earlier rounds' leftovers, found Florence
// misreading: a condition after a denial, a heart rate written as "hr", bleeding said with a
// word inside it (流緊血), "feel very sick", and a stool said not to be black.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { converse } from './test-helpers';
import { understandMessage } from './understand';

const mention = (text: string, symptom: SymptomKey) =>
  understandMessage(text).mentions.find((m) => m.symptom === symptom);
const symptoms = (text: string) => understandMessage(text).mentions.map((m) => m.symptom);

describe('a condition after a denial says when the symptom comes', () => {
  it.each<[string, SymptomKey]>([
    ['no chest pain except when I cough', 'chest_pain'],
    ['no chest pain except when I cough', 'cough'],
    ['No pain unless I cough', 'cough'],
    ['唔痛，除非咳', 'pain'],
    ['唔痛，除非咳', 'cough'],
    ['冇發燒，唔痛，除非郁', 'pain'],
  ])('"%s": %s is not denied', (text, symptom) => {
    expect(mention(text, symptom)).toMatchObject({ negated: false });
  });

  it.each<[string, SymptomKey]>([
    ['冇發燒，唔痛，除非郁', 'fever'],
    ['no fever unless you count 37.4', 'fever'],
    ['nothing except tired, no pain', 'pain'],
  ])('"%s": %s stays denied', (text, symptom) => {
    expect(mention(text, symptom)).toMatchObject({ negated: true });
  });

  it('"no chest pain except when I cough" gives the 999 instruction', () => {
    expect(converse(['no chest pain except when I cough']).state.status).toBe('interrupted');
  });
});

describe('a heart rate written "hr" is no length of time', () => {
  it('"temp 38.2 hr 118" keeps the temperature and gives the 999 instruction', () => {
    expect(mention('temp 38.2 hr 118', 'fever')?.details).toMatchObject({ temperatureC: 38.2 });
    expect(mention('temp 38.2 hr 118', 'fever')?.details.duration).toBeUndefined();
    expect(converse(['temp 38.2 hr 118']).state.status).toBe('interrupted');
  });

  it.each([
    ['fever for 3 hr', 'for 3 hours'],
    ['feverish, slept 6 hr 30 mins', '6 hours'],
  ])('"%s" is still a length of time', (text, duration) => {
    expect(
      mention(text, 'fever')?.details.duration ?? understandMessage(text).details.duration,
    ).toBe(duration);
  });
});

describe('other words for bleeding and nausea', () => {
  it.each<[string, SymptomKey, object]>([
    ['針口流緊血', 'bleeding', { negated: false, details: { flags: { ongoing: true } } }],
    ['出緊血', 'bleeding', { negated: false }],
    ['佢條喉管度滲血', 'bleeding', { negated: false }],
    ['流咗好多血', 'bleeding', { negated: false }],
    ['我冇流緊血', 'bleeding', { negated: true }],
    ['I feel very sick', 'nausea', { negated: false }],
    ['feeling really sick this morning', 'nausea', { negated: false }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it.each(['im sick of this', '今日去抽血', '量血壓正常', '大便唔係黑色'])(
    '"%s" names no symptom',
    (text) => {
      expect(symptoms(text)).toEqual([]);
    },
  );

  it('a stool said not to be black is no blood in it: 大便唔係黑色，但係屙咗四次水', () => {
    const conversation = converse(['大便唔係黑色，但係屙咗四次水'], { language: 'zh-HK' });
    expect(conversation.state.status).not.toBe('interrupted');
    expect(conversation.state.findings.map((finding) => finding.symptom)).toEqual(['diarrhoea']);
  });
});
