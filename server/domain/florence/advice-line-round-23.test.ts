// Round 23: a seventh author's check-ins (tests/vignettes/cases/*/round-23.json), measured unseen
// before anything was changed for them; what they then showed: nurses' shorthand, vital signs
// read as ratings, questions about a symptom that may come, and blood with diarrhoea.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { converse, mentionIn } from './test-helpers';
import { writtenByCarer } from './speaker';
import { understandMessage } from './understand';

const mention = mentionIn;

describe('round 23: vital signs and times are no ratings', () => {
  it.each<[string, SymptomKey]>([
    [
      'breathless since last night, my daughter put the sats thing on my finger and it says ninety one',
      'shortness_of_breath',
    ],
    ['breathless, sats 91 on air', 'shortness_of_breath'],
    ['short of breath, SpO2 of 89', 'shortness_of_breath'],
    ['breathless, heart rate 118', 'shortness_of_breath'],
    ['BP 132/80, feel sick', 'nausea'],
  ])('"%s": no number is read as how bad %s is', (text, symptom) => {
    const reading = understandMessage(text);
    expect(
      reading.mentions.find((m) => m.symptom === symptom)?.details.bareNumbers,
    ).toBeUndefined();
    expect(reading.details.bareNumbers).toBeUndefined();
  });

  it('"BO around 8, fresh red blood on the paper": 8 is the time, not a rating of the bleeding', () => {
    const reading = understandMessage('BO around 8, fresh red blood on the paper');
    expect(reading.details.bareNumbers).toBeUndefined();
  });
});

describe("round 23: nurses' shorthand", () => {
  it.each<[string, 'en' | 'zh-HK']>([
    [
      'Dad had a PR bleed this morning - BO around 8, fresh red blood on the paper and some in the pan',
      'en',
    ],
    ['some bleeding from my back passage this morning', 'en'],
    ['今朝肛門有啲血', 'zh-HK'],
  ])('"%s": blood from the rectum gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it('"BNO 4 days now, feel bloated" is constipation', () => {
    expect(mention('BNO 4 days now, feel bloated', 'constipation')).toMatchObject({
      negated: false,
    });
  });

  it.each<[string, SymptomKey]>([
    ['No temp, no D&V, no SOB', 'diarrhoea'],
    ['No temp, no D&V, no SOB', 'vomiting'],
    ['BO normal, no N&V, no pain', 'nausea'],
    ['BO normal, no N&V, no pain', 'vomiting'],
  ])('"%s" denies %s', (text, symptom) => {
    expect(mention(text, symptom)).toMatchObject({ negated: true });
  });

  it.each<[string, SymptomKey]>([
    ['N&V since chemo', 'vomiting'],
    ['bad D&V overnight', 'diarrhoea'],
  ])('"%s" is %s', (text, symptom) => {
    expect(mention(text, symptom)).toMatchObject({ negated: false });
  });
});

describe('round 23: a symptom that may come is not one that is here', () => {
  it.each<[string, SymptomKey]>([
    ['what do I do if I get a fever? temp was 36.6 this morning', 'fever'],
    ['Can I take paracetamol for a headache if I get one?', 'pain'],
    ['my sister said paracetamol can mask a temperature', 'fever'],
    ['想問吓如果半夜發燒應該點做？', 'fever'],
    ['下個禮拜打第三針化療，好驚會發燒呀，而家冇事嘅', 'fever'],
  ])('"%s": %s is not reported', (text, symptom) => {
    expect(mention(text, symptom)?.negated ?? true).toBe(true);
  });

  it.each([
    'what if I get a fever again, I had 38.4 last night',
    'if I get a temp of 100F is that bad',
  ])('"%s": a raised reading keeps the fever', (text) => {
    expect(mention(text, 'fever')).toMatchObject({ negated: false });
  });

  it.each(['if I get up too fast I get breathless', 'I get breathless if I walk to the shops'])(
    '"%s": a symptom that comes with an action is here',
    (text) => {
      expect(mention(text, 'shortness_of_breath')).toMatchObject({ negated: false });
    },
  );
});

describe('round 23: who is writing', () => {
  it.each([
    "I've been really breathless since last night, I can't finish a sentence, my daughter put the sats thing on my finger",
    'Can I take paracetamol for a headache? my sister said it can mask a temperature',
  ])('"%s" is the patient writing', (text) => {
    expect(writtenByCarer(text)).toBe(false);
  });
});

describe('round 23: diarrhoea with blood', () => {
  it('屙咗五六次 diarrhoea，啱啱去廁所見到有血: blood in the stool, on the diarrhoea too', () => {
    const conversation = converse(['尋晚開始屙咗五六次 diarrhoea，啱啱去廁所見到有血喎'], {
      language: 'zh-HK',
    });
    expect(conversation.state.status).toBe('interrupted');
    expect(conversation.state.findings.find((f) => f.symptom === 'diarrhoea')).toMatchObject({
      bloodIn: true,
    });
  });

  it('diarrhoea and a nosebleed: the blood is not in the stool', () => {
    const conversation = converse(['had the runs 6 times and a nosebleed']);
    expect(
      conversation.state.findings.find((f) => f.symptom === 'diarrhoea')?.bloodIn,
    ).toBeUndefined();
  });
});
