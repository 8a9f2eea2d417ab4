// Numbers as people in Hong Kong write them to a nurse: every form the check-in must read.
import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers';
import { understandMessage } from './understand';

const details = (text: string) => understandMessage(text).details;
const firstMention = (text: string) => understandMessage(text).mentions[0]?.details ?? {};

describe('numerals', () => {
  it.each<[string, number]>([
    ['三十七點八', 37.8],
    ['卅八', 38],
    ['廿五', 25],
    ['廿', 20],
    ['兩', 2],
    ['37點8', 37.8],
    ['thirteen', 13],
  ])('%s is %s', (text, value) => expect(parseNumber(text)).toBe(value));
});

describe('temperatures', () => {
  it.each<[string, number]>([
    ['三十七點八度', 37.8],
    ['三十八點五度', 38.5],
    ['37.8度', 37.8],
    ['37度8', 37.8],
    ['三十七度八', 37.8],
    ['三十八度半', 38.5],
    ['３８．５度', 38.5],
    ['100.4F', 38],
    ['100.4°F', 38],
    ['華氏一百度', 37.8],
    ['38.2 degrees', 38.2],
  ])('%s is %s °C', (text, celsius) =>
    expect(firstMention(text).temperatureC ?? details(text).temperatureC).toBe(celsius),
  );

  it('a digit after 度 followed by a unit is not a decimal: 38度3日 is 38 degrees for 3 days', () => {
    const fever = understandMessage('發燒38度3日').mentions[0]!.details;
    expect(fever).toMatchObject({ temperatureC: 38, duration: '3日' });
  });
});

describe('counts', () => {
  it.each<[string, number]>([
    ['嘔咗五次', 5],
    ['屙咗七次', 7],
    ['vomited twice', 2],
    ['sick three times', 3],
    ['五六次', 6],
    ['十幾次', 11],
    ['4 extra trips to the toilet', 4],
  ])('%s is %s', (text, count) =>
    expect(firstMention(text).episodes ?? details(text).episodes).toBe(count),
  );

  it('"a few times" is no count (asked again), and a usual count is no episode count', () => {
    expect(details('a few times').episodes).toBeUndefined();
    expect(firstMention('I have 肚屙, usually I only go once a day').episodes).toBeUndefined();
  });
});

describe('ratings', () => {
  it.each<[string, object]>([
    ['4分', { bareNumbers: [4] }],
    ['4/5', { severity: { kind: 'chat_scale', value: 4 } }],
    ['4 out of 5', { severity: { kind: 'chat_scale', value: 4 } }],
    ['十分之八', { severity: { kind: 'ten_point', value: 8 } }],
    ['五分之四', { severity: { kind: 'chat_scale', value: 4 } }],
    ['four out of five', { severity: { kind: 'chat_scale', value: 4 } }],
    ['8 out of 10', { severity: { kind: 'ten_point', value: 8 } }],
    ['7/10', { severity: { kind: 'ten_point', value: 7 } }],
    ['5 out of 5 for how often', { frequency: { kind: 'chat_scale', value: 5 } }],
    [
      '嚴重程度2分，不過how often嘅話就5 out of 5',
      { bareNumbers: [2], frequency: { kind: 'chat_scale', value: 5 } },
    ],
    ['really bad, 8/10', { severity: { kind: 'ten_point', value: 8 } }],
  ])('%s', (text, expected) => expect(details(text)).toMatchObject(expected));

  it('minutes are no rating: 揸住個鼻十分鐘 is not 10', () => {
    expect(firstMention('流鼻血，揸住個鼻十分鐘就停咗')).not.toHaveProperty('bareNumbers');
  });
});
