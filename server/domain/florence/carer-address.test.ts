// Florence speaking to a carer (docs/family-carers.md): the patient named as the carer knows
// them, in both languages; the triage itself is the same (tests/api/family-carers.test.ts).
import { describe, expect, it } from 'vitest';
import { carerGreeting, patientForCarer, reportedByLine } from './carer-address';
import { startInterview } from './interview';
import { questionText } from './question-texts';
import type { CarerAddress } from './types';

const daughter: CarerAddress = {
  name: 'Mei',
  relationship: 'DAUGHTER',
  patientGender: 'Female',
  patientName: 'Chan Tai Man',
};

describe('the patient as the carer knows them', () => {
  it.each([
    ['DAUGHTER', 'Female', 'your mum', '你阿媽'],
    ['SON', 'Male', 'your dad', '你阿爸'],
    ['SON', undefined, 'your parent', '你屋企人'],
    ['WIFE', 'Male', 'your husband', '你先生'],
    ['HUSBAND', 'Female', 'your wife', '你太太'],
    ['MOTHER', 'Male', 'your son', '你個仔'],
    ['SISTER', 'Female', 'your sister', '你嘅姊妹'],
    ['DOMESTIC_HELPER', 'Female', 'Chan Tai Man', 'Chan Tai Man'],
  ] as const)('%s of a patient (%s): “%s”', (relationship, patientGender, en, zh) => {
    const carer = { ...daughter, relationship, patientGender };
    expect(patientForCarer(carer, 'en')).toBe(en);
    expect(patientForCarer(carer, 'zh-HK')).toBe(zh);
  });

  it('a friend of a patient with no name on file: “the person you care for”', () => {
    const carer = { name: 'Ah Wing', relationship: 'FRIEND' as const };
    expect(patientForCarer(carer, 'en')).toBe('the person you care for');
    expect(patientForCarer(carer, 'zh-HK')).toBe('你照顧嘅人');
  });
});

describe('a carer’s check-in', () => {
  const context = {
    language: 'en' as const,
    treatmentStatus: 'undergoing_treatment' as const,
    onImmunotherapy: false,
    carer: daughter,
    reportedBy: 'carer' as const,
  };

  it('greets the carer and asks about “your mum”', () => {
    const { reply } = startInterview(context);
    expect(reply.text).toBe(`${carerGreeting(daughter, 'en')} How is your mum feeling today?`);
    expect(reply.text).toContain('Hello Mei!');
    expect(reply.text).toContain('When I ask about "you", I mean your mum.');
  });

  it('asks the temperature and “anything else” about the patient, in both languages', () => {
    const temperature = { type: 'temperature', topic: 'temperature' } as const;
    expect(questionText(temperature, context)).toBe(
      "How is your mum's temperature? If you have taken it, what was the reading?",
    );
    expect(questionText(temperature, { ...context, language: 'zh-HK' })).toBe(
      '你阿媽體溫點呀？如果探過熱，幾多度？',
    );
    const anythingElse = { type: 'follow_up', topic: 'anything_else' } as const;
    expect(questionText(anythingElse, context)).toBe(
      'Is there anything else that has been bothering your mum?',
    );
    // without a carer, the patient's own words
    const { carer: _carer, ...patient } = context;
    expect(questionText(temperature, patient)).toBe(
      'Have you taken your temperature? If so, what was the reading?',
    );
  });

  it('says in the summary who reported it', () => {
    expect(reportedByLine(daughter, 'en')).toBe('Reported by Mei, daughter.');
    expect(reportedByLine(daughter, 'zh-HK')).toBe('由Mei（女兒）報告。');
  });
});
