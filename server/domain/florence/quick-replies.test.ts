import { describe, expect, it } from 'vitest';
import type { Language, SymptomFinding } from '../triage';
import { isStillOpen } from './next-question';
import { quickRepliesFor, quickRepliesForQuestion } from './quick-replies';
import { recordMessage } from './record';
import { converse, interviewContext } from './test-helpers';
import type { Awaiting } from './types';
import { understandMessage } from './understand';

const LANGUAGES: readonly Language[] = ['en', 'zh-HK'];

/** Questions of every kind, with the finding they are asked about. */
const QUESTIONS: ReadonlyArray<[string, Awaiting, SymptomFinding[]]> = [
  ['how are you', { type: 'symptoms', topic: 'how_are_you' }, []],
  ['anything else', { type: 'symptoms', topic: 'anything_else' }, []],
  [
    'a screening question',
    { type: 'yes_no', topic: 'screen', symptom: 'cough', covers: ['cough'] },
    [],
  ],
  [
    'severity 1-5',
    { type: 'severity', topic: 'severity', symptom: 'fatigue' },
    [{ symptom: 'fatigue' }],
  ],
  [
    'severity of pain, 0-10',
    { type: 'severity', topic: 'severity', symptom: 'pain' },
    [{ symptom: 'pain' }],
  ],
  [
    'frequency 1-5',
    { type: 'frequency', topic: 'frequency', symptom: 'nausea' },
    [{ symptom: 'nausea' }],
  ],
  ['duration', { type: 'duration', topic: 'duration', symptom: 'cough' }, [{ symptom: 'cough' }]],
  [
    'at rest',
    { type: 'yes_no', topic: 'at_rest', symptom: 'shortness_of_breath' },
    [{ symptom: 'shortness_of_breath' }],
  ],
  [
    'a follow-up',
    { type: 'follow_up', topic: 'keeps_fluids', symptom: 'vomiting' },
    [{ symptom: 'vomiting' }],
  ],
  ['mood 1-5', { type: 'rating', topic: 'mood' }, []],
  ['energy 1-5', { type: 'rating', topic: 'energy' }, []],
  ['sleep quality 1-5', { type: 'rating', topic: 'sleep_quality' }, []],
];

describe('every quick reply answers the question it is offered for', () => {
  it.each(
    LANGUAGES.flatMap((language) =>
      QUESTIONS.map(([name, awaiting, findings]) => [language, name, awaiting, findings] as const),
    ),
  )('%s: %s', (language, _name, awaiting, findings) => {
    const context = interviewContext({ language });
    const replies = quickRepliesForQuestion(awaiting, language);
    expect(replies.length).toBeGreaterThan(0);
    for (const text of replies) {
      const recorded = recordMessage({
        findings,
        closed: [],
        awaiting,
        reading: understandMessage(text),
        text,
        context,
      });
      const open = isStillOpen(awaiting, { ...recorded, context, awaiting });
      // Naming a symptom answers "how are you?" and "anything else?" by adding it.
      const addedSymptom = recorded.findings.length > findings.length;
      expect(open && !addedSymptom, `"${text}" left the question open`).toBe(false);
    }
  });
});

describe('the sets of spec section 5', () => {
  it.each<[Awaiting, string[]]>([
    [
      { type: 'severity', topic: 'severity', symptom: 'cough' },
      ['1 - Very mild', '2 - Mild', '3 - Moderate', '4 - Severe', '5 - Very severe', 'Not sure'],
    ],
    [
      { type: 'severity', topic: 'severity', symptom: 'pain' },
      ['Mild (1-3)', 'Moderate (4-6)', 'Severe (7-8)', 'Very Severe (9-10)', 'Not Sure'],
    ],
    [
      { type: 'frequency', topic: 'frequency', symptom: 'cough' },
      ['1 - Never', '2 - Rarely', '3 - Occasionally', '4 - Frequently', '5 - Almost constantly'],
    ],
    [{ type: 'follow_up', topic: 'pain_relief', symptom: 'pain' }, ['Yes', 'No', 'Not sure']],
    [
      { type: 'duration', topic: 'duration', symptom: 'cough' },
      ['Since today', '1-2 days', '3-7 days', 'More than a week'],
    ],
    [
      { type: 'symptoms', topic: 'anything_else' },
      ["No, that's all", 'Tired', 'Nausea', 'Pain', 'Fever', 'Cough', 'Short of breath'],
    ],
    [{ type: 'temperature', topic: 'temperature', symptom: 'fever' }, []],
    [{ type: 'done', topic: 'done' }, []],
  ])('%j', (awaiting, replies) => {
    expect(quickRepliesForQuestion(awaiting, 'en')).toEqual(replies);
  });

  it('follow what Florence is asking, in the language asked for', () => {
    const { state } = converse(['I have a cough']);
    expect(quickRepliesFor(state, 'zh-HK')).toEqual([
      '1 - 好輕微',
      '2 - 輕微',
      '3 - 中等',
      '4 - 嚴重',
      '5 - 非常嚴重',
      '唔確定',
    ]);
  });
});

describe('a carer answering for the patient', () => {
  const daughter = { name: 'Chan Mei', relationship: 'DAUGHTER' as const, patientGender: 'Female' };

  it.each<[Language, string, string]>([
    ['en', 'Doing fine', 'I feel fine'],
    ['zh-HK', '佢幾好', '我幾好'],
  ])('is offered "%s" for how the patient is, not "%s"', (language, offered, patientsOwn) => {
    const { state } = converse([], { language, carer: daughter });
    const replies = quickRepliesFor(state, language);
    expect(replies).toContain(offered);
    expect(replies).not.toContain(patientsOwn);
    // and the reader takes it as the patient doing well
    expect(understandMessage(offered).feeling).toBe('well');
  });

  it('a patient is still offered "I feel fine"', () => {
    const { state } = converse([]);
    expect(quickRepliesFor(state, 'en')).toContain('I feel fine');
  });

  it('nor is a carer recognised by what they wrote', () => {
    const { state } = converse(['my dad has a cough']);
    expect(state.context.reportedBy).toBe('carer');
    const asked = {
      ...state,
      awaiting: { type: 'symptoms', topic: 'how_are_you' },
    } as typeof state;
    expect(quickRepliesFor(asked, 'en')).toContain('Doing fine');
    expect(quickRepliesFor(asked, 'en')).not.toContain('I feel fine');
  });
});
