import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { understandMessage } from './understand';

function mentioned(text: string): Array<[SymptomKey, boolean]> {
  return understandMessage(text).mentions.map((m) => [m.symptom, m.negated]);
}

describe('symptom words in English and Traditional Chinese', () => {
  it.each<[string, SymptomKey]>([
    ['I am so tired', 'fatigue'],
    ['exhausted', 'fatigue'],
    ['the fatigue is bad', 'fatigue'],
    ['好攰', 'fatigue'],
    ['疲倦', 'fatigue'],
    ['冇精神', 'fatigue'],
    ['no appetite', 'appetite_loss'],
    ["I'm not eating", 'appetite_loss'],
    ['冇胃口', 'appetite_loss'],
    ['食唔落', 'appetite_loss'],
    ['I feel nauseous', 'nausea'],
    ['sick to my stomach', 'nausea'],
    ['作嘔', 'nausea'],
    ['想嘔', 'nausea'],
    ['I vomited', 'vomiting'],
    ['threw up this morning', 'vomiting'],
    ['嘔', 'vomiting'],
    ['嘔吐', 'vomiting'],
    ['a bad cough', 'cough'],
    ['咳', 'cough'],
    ['pain', 'pain'],
    ['it hurts', 'pain'],
    ['my knee aches', 'pain'],
    ['痛', 'pain'],
    ['fever', 'fever'],
    ['I have a temperature', 'fever'],
    ['發燒', 'fever'],
    ['發熱', 'fever'],
    ['chest pain', 'chest_pain'],
    ['心口痛', 'chest_pain'],
    ['胸口痛', 'chest_pain'],
    ['pain in my chest', 'chest_pain'],
    ['short of breath', 'shortness_of_breath'],
    ['breathless', 'shortness_of_breath'],
    ['呼吸困難', 'shortness_of_breath'],
    ['氣促', 'shortness_of_breath'],
    ['喘', 'shortness_of_breath'],
    ['bleeding gums', 'bleeding'],
    ['there was blood', 'bleeding'],
    ['流血', 'bleeding'],
    ['出血', 'bleeding'],
    ['confused', 'confusion'],
    ['very drowsy', 'confusion'],
    ['he had a fit', 'confusion'],
    ['a seizure', 'confusion'],
    ['混亂', 'confusion'],
    ['神志不清', 'confusion'],
    ['抽筋', 'confusion'],
    ['diarrhoea', 'diarrhoea'],
    ['diarrhea', 'diarrhoea'],
    ['loose stools', 'diarrhoea'],
    ['肚瀉', 'diarrhoea'],
    ['屙咗好多次', 'diarrhoea'],
    ['constipated', 'constipation'],
    ['便秘', 'constipation'],
    ['mouth sores', 'mouth_sores'],
    ['ulcers', 'mouth_sores'],
    ['口腔潰瘍', 'mouth_sores'],
    ['生痱滋', 'mouth_sores'],
    ['a rash', 'skin'],
    ['itchy skin', 'skin'],
    ['皮疹', 'skin'],
    ['好痕', 'skin'],
    ['pain when peeing', 'urinary'],
    ['小便痛', 'urinary'],
    ['尿頻', 'urinary'],
    ['numb', 'numbness_tingling'],
    ['tingling', 'numbness_tingling'],
    ['pins and needles', 'numbness_tingling'],
    ['麻痺', 'numbness_tingling'],
    ['手腳麻', 'numbness_tingling'],
    ['blurry vision', 'eye_problems'],
    ['視力模糊', 'eye_problems'],
    ['眼痛', 'eye_problems'],
  ])('"%s" names %s', (text, symptom) => {
    expect(mentioned(text)).toEqual([[symptom, false]]);
  });

  it.each<[string]>([
    ['a blood test today'],
    ['my painkillers help'],
    ['number 5'],
    ['麻麻哋'],
    ['頭先食咗飯'],
  ])('"%s" names no symptom', (text) => {
    expect(mentioned(text)).toEqual([]);
  });
});

describe('pain in the mouth is mouth sores; 口 that is no mouth is not', () => {
  it.each<[string, SymptomKey]>([
    ['佢話口好痛，食唔落嘢', 'mouth_sores'],
    ['嘴好痛', 'mouth_sores'],
    ['脷好痛', 'mouth_sores'],
    ['口入面好痛', 'mouth_sores'],
    ['心口好痛', 'chest_pain'],
    ['傷口好痛', 'pain'],
    ['門口跌親，腳好痛', 'pain'],
  ])('%s', (text, symptom) => {
    expect(mentioned(text)[0]).toEqual([symptom, false]);
  });

  it('冇胃口 names no place of the pain that follows', () => {
    expect(understandMessage('冇胃口又肚痛').mentions[1]?.details.location).toBe('肚');
    expect(understandMessage('口渴又頭痛').mentions[0]?.details.location).toBe('頭');
  });
});

describe('denials', () => {
  it.each<[string, Array<[SymptomKey, boolean]>]>([
    ['no chest pain', [['chest_pain', true]]],
    ["I don't have a fever", [['fever', true]]],
    ['never vomited', [['vomiting', true]]],
    ["I haven't been sick", [['vomiting', true]]],
    ['not tired at all', [['fatigue', true]]],
    [
      'no fever or cough',
      [
        ['fever', true],
        ['cough', true],
      ],
    ],
    [
      'no fever, cough or chest pain',
      [
        ['fever', true],
        ['cough', true],
        ['chest_pain', true],
      ],
    ],
    ['冇發燒', [['fever', true]]],
    ['沒有咳', [['cough', true]]],
    ['唔痛', [['pain', true]]],
    ['我冇再嘔', [['vomiting', true]]],
    ['my appetite is good', [['appetite_loss', true]]],
    ['胃口正常', [['appetite_loss', true]]],
    // The denial word is part of the symptom, or means "not very": still reported.
    ['冇胃口', [['appetite_loss', false]]],
    ['I have no energy', [['fatigue', false]]],
    ['not eating much', [['appetite_loss', false]]],
    ['唔係好痛', [['pain', false]]],
    ['not much pain', [['pain', false]]],
    ["I'm not sure if it's a fever", [['fever', false]]],
    [
      'no fever but a cough',
      [
        ['fever', true],
        ['cough', false],
      ],
    ],
    [
      'no fever, cough',
      [
        ['fever', true],
        ['cough', false],
      ],
    ],
  ])('"%s"', (text, expected) => {
    expect(mentioned(text)).toEqual(expected);
  });

  it('a denied flag phrase clears the flag and does not deny the symptom', () => {
    const [mention] = understandMessage('no chills').mentions;
    expect(mention).toMatchObject({
      symptom: 'fever',
      flagsOnly: true,
      details: { flags: { rigors: false } },
    });
  });
});

describe('several symptoms in one message', () => {
  it('"I feel nauseous and my back hurts, no fever"', () => {
    const { mentions } = understandMessage('I feel nauseous and my back hurts, no fever');
    expect(mentions).toEqual([
      { symptom: 'nausea', negated: false, details: {} },
      { symptom: 'pain', negated: false, details: { location: 'back' } },
      { symptom: 'fever', negated: true, details: {} },
    ]);
  });

  it('"我作嘔同埋背痛，冇發燒"', () => {
    expect(mentioned('我作嘔同埋背痛，冇發燒')).toEqual([
      ['nausea', false],
      ['pain', false],
      ['fever', true],
    ]);
    expect(understandMessage('我作嘔同埋背痛').mentions[1]?.details.location).toBe('背');
  });

  it('gives each clause its own details', () => {
    const { mentions } = understandMessage(
      'my pain is 7/10 in my back since 2 days, and I vomited 4 times',
    );
    expect(mentions).toEqual([
      {
        symptom: 'pain',
        negated: false,
        details: {
          severity: { kind: 'ten_point', value: 7 },
          location: 'back',
          duration: 'since 2 days',
        },
      },
      { symptom: 'vomiting', negated: false, details: { episodes: 4 } },
    ]);
  });

  it('gives details without a symptom to the symptom named before them', () => {
    const { mentions, details } = understandMessage("I've got a headache, it's about 6/10");
    expect(mentions[0]?.details).toEqual({
      location: 'head',
      severity: { kind: 'ten_point', value: 6 },
    });
    expect(details).toEqual({});
  });

  it('reads flags in the clause of their symptom', () => {
    const { mentions } = understandMessage("I'm tired and short of breath even at rest");
    expect(mentions.map((m) => [m.symptom, m.details.flags])).toEqual([
      ['fatigue', undefined],
      ['shortness_of_breath', { atRest: true }],
    ]);
  });

  it('a temperature with a unit is about fever wherever it was said', () => {
    const { mentions } = understandMessage('coughing a lot, 38.4°C this morning');
    expect(mentions.find((m) => m.symptom === 'fever')).toEqual({
      symptom: 'fever',
      negated: false,
      neutral: true,
      details: { temperatureC: 38.4 },
    });
  });
});
