import { describe, expect, it } from 'vitest';
import type { AlertLevel, ConfidenceLevel } from '../triage';
import {
  ALL_NO_EN,
  RATINGS_EN,
  answerUntilDone,
  assessAtFinish,
  converse,
  lastReply,
} from './test-helpers';
import type { Awaiting } from './types';

const asked = (awaiting: Awaiting) => [awaiting.topic, awaiting.symptom ?? null];

describe('a green check-in', () => {
  it('greets, asks how the patient feels, screens the common side effects and sums up', () => {
    const conversation = converse(['I feel fine', ...ALL_NO_EN]);
    expect(conversation.replies[0]).toMatchObject({
      kind: 'greeting',
      awaiting: { topic: 'how_are_you' },
    });
    expect(conversation.replies.slice(1, -1).map((reply) => asked(reply.awaiting))).toEqual([
      ['screen', 'fatigue'],
      ['screen', 'appetite_loss'],
      ['screen', 'nausea'],
      ['screen', 'cough'],
      ['screen', 'pain'],
      ['screen', 'fever'],
      ['red_flags', null],
      ['mood', null],
      ['energy', null],
      ['sleep_quality', null],
      ['anything_else', null],
    ]);
    expect(lastReply(conversation)).toMatchObject({ kind: 'summary', awaiting: { type: 'done' } });
    expect(conversation.state.status).toBe('complete');
    expect(conversation.events.flat()).toEqual([]);
    const assessment = assessAtFinish(conversation.state);
    expect([assessment.alert_level, assessment.confidence_level]).toEqual(['GREEN', 'high']);
  });

  it('asks about fever only when the patient is on treatment', () => {
    const conversation = converse(['good', 'no', 'no', 'no', 'no', 'no'], {
      treatmentStatus: 'in_remission',
    });
    // Off treatment fever is asked (with shivering) in the red-flag screen instead.
    expect(lastReply(conversation).awaiting).toMatchObject({
      topic: 'red_flags',
      covers: ['fever', 'shortness_of_breath', 'chest_pain', 'bleeding'],
    });
  });
});

describe('red-level findings interrupt at once', () => {
  it.each<[string, string[]]>([
    ['a fever of 38.2 on treatment', ['I have a fever of 38.2']],
    ['a temperature in °F', ['I feel hot, my temperature is 100.4F']],
    ['chest pain', ['I feel fine', 'no', 'actually I have some chest pain']],
    ['breathless at rest', ["I'm short of breath", 'yes']],
    ['heavy bleeding', ['my nose is bleeding heavily']],
    ['blood in the urine', ['I have blood in my urine']],
    ['new confusion', ['my wife says I am confused']],
    ['pain 9/10 (grade 4)', ['my back pain is 9/10']],
    ['a fever on treatment with no reading', ['I have a fever', 'no']],
    ['a fever in Chinese numerals', ['I have a fever', '三十七點八度']],
  ])('%s', (_case, messages) => {
    const conversation = converse(messages);
    const reply = lastReply(conversation);
    expect(conversation.events.at(-1)).toMatchObject([
      { type: 'red_finding', importance: 'critical' },
    ]);
    expect(reply.kind).toBe('safety');
    expect(reply.text).toContain('999');
    expect(reply.awaiting.type).toBe('done');
    expect(conversation.state.status).toBe('interrupted');
    expect(assessAtFinish(conversation.state).alert_level).toBe('RED');
  });

  it('raises the red alert once per symptom, and again for a new red symptom', () => {
    const conversation = converse([
      'I have a fever of 38.2',
      'it is still 38.2',
      'and now chest pain',
    ]);
    expect(
      conversation.events.map((events) =>
        events.map((e) => e.findings.map((f) => f.finding.symptom)),
      ),
    ).toEqual([[['fever']], [], [['chest_pain']]]);
    expect(conversation.replies[2]?.text).toContain('999');
  });

  it('the same temperature is not red off treatment: it asks about shivering', () => {
    const conversation = converse(['I have a fever of 38.2'], { treatmentStatus: 'in_remission' });
    expect(conversation.events).toEqual([[expect.objectContaining({ type: 'grade3_finding' })]]);
    expect(asked(lastReply(conversation).awaiting)).toEqual(['fever_signs', 'fever']);
    expect(lastReply(conversation).question).toBe('Have you had any shivering or shaking attacks?');
    expect(
      converse(['I have a fever of 38.2', 'yes'], { treatmentStatus: 'in_remission' }).state.status,
    ).toBe('interrupted');
  });
});

describe('grade 3 findings', () => {
  it('"vomited 6 times today" raises an urgent alert once and asks the follow-up', () => {
    const conversation = converse(['I vomited 6 times today', 'no', 'no']);
    expect(conversation.events[0]).toEqual([
      expect.objectContaining({ type: 'grade3_finding', importance: 'urgent' }),
    ]);
    expect(conversation.events[0]?.[0]?.findings[0]?.finding).toMatchObject({
      symptom: 'vomiting',
      episodesPer24h: 6,
    });
    expect(conversation.replies[1]?.preface).toContain('care team');
    expect(conversation.replies[1]?.question).toBe('Are you able to keep fluids down?');
    expect(conversation.events.slice(1).flat()).toEqual([]);
    expect(conversation.state.findings[0]).toMatchObject({ unableToKeepFluids: true });
  });
});

describe('what the patient already said is not asked again', () => {
  it('pain with its rating, place and duration goes straight to the follow-up', () => {
    const conversation = converse(['my pain is 7/10 in my back since 2 days']);
    expect(asked(lastReply(conversation).awaiting)).toEqual(['pain_relief', 'pain']);
  });

  it('several symptoms in one message are each asked about, without repeats', () => {
    const conversation = converse([
      'I feel nauseous and my back hurts, no fever',
      '2',
      'sometimes',
      '5',
      'since yesterday',
      'no',
      'no',
      'no',
      'no',
      'no',
      ...RATINGS_EN,
      'no',
    ]);
    expect(lastReply(conversation).kind).toBe('summary');
    const questions = conversation.replies.map((reply) => asked(reply.awaiting));
    expect(questions.slice(1, 6)).toEqual([
      ['severity', 'nausea'],
      ['frequency', 'nausea'],
      ['severity', 'pain'],
      ['duration', 'pain'],
      ['screen', 'fatigue'],
    ]);
    expect(questions).not.toContainEqual(['location', 'pain']);
    expect(questions).not.toContainEqual(['screen', 'fever']);
    expect(questions).not.toContainEqual(['screen', 'pain']);
    expect(new Set(questions.map(String)).size).toBe(questions.length);
    expect(conversation.state.findings.find((f) => f.symptom === 'pain')).toEqual({
      symptom: 'pain',
      location: 'back',
      severity: { kind: 'ten_point', value: 5 },
      duration: 'since yesterday',
    });
  });

  it('answers in the first message count as answers to the screening questions', () => {
    const conversation = converse(['a bit tired, no cough, no pain']);
    expect(asked(lastReply(conversation).awaiting)).toEqual(['duration', 'fatigue']);
  });
});

describe('levels at the end of the check-in', () => {
  it.each<[string, string[], AlertLevel, ConfidenceLevel]>([
    [
      'two moderate symptoms',
      ["I'm tired and I have a cough", '3', '2 days', 'moderate', 'a week'],
      'ORANGE',
      'medium',
    ],
    ['one moderate symptom', ['I have a cough', '3 out of 5', 'a week'], 'YELLOW', 'high'],
    ["'not sure' answers", ['I have a cough', 'not sure', 'not sure'], 'GREEN', 'low'],
    [
      'an unclear answer, asked twice',
      ['I have a cough', 'banana', 'banana', 'a week'],
      'GREEN',
      'low',
    ],
  ])('%s: %s with %s confidence', (_case, messages, level, confidence) => {
    const conversation = answerUntilDone(converse(messages), 'no');
    expect(conversation.state.status).toBe('complete');
    const assessment = assessAtFinish(conversation.state);
    expect([assessment.alert_level, assessment.confidence_level]).toEqual([level, confidence]);
  });
});

describe('the details the triage rules read', () => {
  it.each<[string, string[], Record<string, unknown>, string]>([
    [
      'fever without a reading (red on treatment)',
      ['I have a fever', "haven't measured it"],
      { symptom: 'fever', notes: 'temperature not measured', temperatureNotTaken: true },
      'done',
    ],
    [
      'a reading in °F',
      ['I have a fever', '99.1 F', 'no'],
      { symptom: 'fever', temperatureC: 37.3 },
      'screen',
    ],
    [
      'minor bleeding that stopped',
      ['my gums are bleeding', 'no, it stopped'],
      { symptom: 'bleeding', heavy: false, ongoing: false },
      'screen',
    ],
    [
      'breathless on exertion',
      ["I'm short of breath when walking"],
      { symptom: 'shortness_of_breath', onExertion: true },
      'severity',
    ],
    [
      'diarrhoea episodes',
      ['diarrhoea, 5 times today'],
      { symptom: 'diarrhoea', episodesPer24h: 5 },
      'blood_in_stool',
    ],
    [
      'vomiting, fluids kept down',
      ['I threw up 3 times', 'yes'],
      { symptom: 'vomiting', episodesPer24h: 3, unableToKeepFluids: false },
      'screen',
    ],
    [
      'a bad cough, then breathless',
      ['my cough is severe', 'a week', 'yes'],
      { symptom: 'cough', notes: 'Are you also feeling short of breath? yes' },
      'at_rest',
    ],
    [
      'an answer out of ten for a 1-5 question',
      ['I have a cough', '7'],
      { symptom: 'cough', severity: { kind: 'ten_point', value: 7 } },
      'duration',
    ],
  ])('%s', (_case, messages, expected, nextTopic) => {
    const conversation = converse(messages);
    expect(conversation.state.findings.find((f) => f.symptom === expected.symptom)).toMatchObject(
      expected,
    );
    expect(lastReply(conversation).awaiting.topic).toBe(nextTopic);
  });
});
