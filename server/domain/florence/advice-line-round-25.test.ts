// Round 25: a ninth author's check-ins (tests/vignettes/cases/*/round-25.json), measured unseen
// on the session's base and head before anything was changed for them; what they then showed:
// Scots, Australian and northern English words, and chest and fever words in Cantonese.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { converse, mentionIn } from './test-helpers';
import { writtenByCarer } from './speaker';

const mention = mentionIn;

describe('round 25: what was said, read as said', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    [
      "Och I'm no bad, hen. Awfy tired. But my chest's that tight the day, like a band roond it",
      'en',
    ],
    ['Went for a pee this morning and it was like rosé wine. Nae pain, nae burning.', 'en'],
    ["grandad keeps asking where nana is and he keeps calling me by my mum's name", 'en'],
    ['我阿爸成朝都話心翳，心口好似有嚿石壓住咁', 'zh-HK'],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language, treatmentStatus: 'in_remission' }).state.status).toBe(
      'interrupted',
    );
  });

  it.each<[string, SymptomKey, object]>([
    ["He's chucked up three times yesterday arvo", 'vomiting', { negated: false }],
    ['Boaked up my tea three times last night', 'vomiting', { negated: false }],
    [
      "My left hip's been giving me bother on and off, maybe a 5 out of 10",
      'pain',
      { negated: false },
    ],
    ["Me shoulder's been killing me since Thursday, 7 out of 10", 'pain', { negated: false }],
    ['今日好攰呀，頭暈身㷫', 'fever', { negated: false }],
    [
      "Awfy tired the now, I'd gie it a 3 oot o 5",
      'fatigue',
      { details: { severity: { kind: 'chat_scale', value: 3 } } },
    ],
    ['Nae pain, nae burning', 'pain', { negated: true }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it('止嘔藥 is anti-sickness tablets, not vomiting: 想問下止嘔藥可唔可以幫我再開多一盒？依家冇嘔', () => {
    expect(
      mention('想問下止嘔藥可唔可以幫我再開多一盒？依家冇嘔', 'vomiting')?.negated ?? true,
    ).toBe(true);
  });

  it('牙肉出血…仲滲緊: bleeding still oozing is ongoing', () => {
    const conversation = converse(['今朝刷牙牙肉出血，到依家都仲滲緊血'], { language: 'zh-HK' });
    expect(conversation.state.status).toBe('interrupted');
  });

  it("the bairn's cold and cough, 'no cough myself': not the writer's", () => {
    const text =
      "The bairn's got a stinking cold and a cough. I've not caught it, no cough myself.";
    expect(converse([text]).state.findings.find((f) => f.symptom === 'cough')?.negated).toBe(true);
    expect(writtenByCarer(text)).toBe(false);
  });

  it('好驚今個週末會發燒…而家冇事，36.7度，只係想知: a fever asked about ahead', () => {
    const text =
      '好驚今個週末會發燒，診所又唔開，如果發燒要去邊度？而家冇事，啱啱探咗36.7度，只係想知';
    const conversation = converse([text], { language: 'zh-HK' });
    expect(conversation.state.status).not.toBe('interrupted');
    expect(conversation.replies.at(-1)?.text).not.toMatch(/發冷/);
  });

  it("飛滋，嚴重，sore 到淨係食得粥水: the ulcers' soreness, not a pain of its own", () => {
    expect(mention('口入面生咗好多飛滋，嚴重，sore 到淨係食得粥水', 'pain')).toBeUndefined();
  });
});

// What an eighth review, of round 25's words, found.
describe('round 25, review: Scots "nae" starts a complaint as often as a denial', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ['nae sleep last night wi the chest pain', 'en'],
    ["nae let up wi the pain, it's a 9", 'en'],
    ['nae better wi the breathlessness, even at rest', 'en'],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it.each<[string, 'en' | 'zh-HK']>([
    ['好心翳呀，個女又唔覆我', 'zh-HK'],
    ['心口冇壓住，冇痛', 'zh-HK'],
    ['The pink wine last night was like rosé, lovely', 'en'],
    ["calls me by my pet name, that's normal", 'en'],
  ])('"%s" gives no 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).not.toBe('interrupted');
  });
});
