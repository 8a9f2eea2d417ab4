// A symptom that may come, not one that is here: "what do I do if I get a fever?", "can I take
// paracetamol for a headache if I get one?", "it can mask a temperature", 如果半夜發燒應該點做,
// 好驚會發燒. Patients ask an advice line ahead of a cycle; read as today's, the question made
// Florence ask for a temperature the patient does not have. Narrow on purpose: the words must
// stand right beside the symptom, and a reading of 37.5 or more anywhere keeps a fever.
import { celsiusFromReading, findTemperature } from './measurements';
import type { Span } from './text-scan';

const SUBJECT = String.raw`(?:i|she|he|we|they|you|mum|dad|my \w+)`;

/** 'if I get a', 'in case she develops', 'what if I run a': right before the symptom. */
const MAY_COME_BEFORE = new RegExp(
  String.raw`(?<![a-z])(?:if|in case|what if) ${SUBJECT} (?:ever |should |were to )?` +
    String.raw`(?:get|gets|develop|develops|run|runs|spike|spikes|come down with|comes down with)` +
    String.raw`(?: (?:a|an|any|some))?\s*$` +
    // it hides one: "paracetamol can mask a temperature"
    String.raw`|(?<![a-z])(?:mask|masks|hide|hides|cover up|covers up) (?:a |any |the )?$` +
    // 如果半夜發燒, 萬一發燒, 驚會發燒, 怕佢會再發燒
    '|(?:如果|萬一|假如|若果|要是)[^，。,.!?；？]{0,6}$|(?:驚|怕|擔心)(?:佢|我)?(?:會|再|又)+$',
);

/** 'a headache if I get one': right after the symptom. */
const MAY_COME_AFTER = new RegExp(
  String.raw`^\s*(?:if|in case) ${SUBJECT} (?:ever )?(?:get|gets|develop|develops|have|has) (?:one|it|any)(?![a-z])`,
);

/** Whether the symptom at `word` in `clause` is one that may come; `message` is the whole. */
export function mayCome(clause: string, word: Span, symptom: string, message: string): boolean {
  const before = MAY_COME_BEFORE.test(clause.slice(0, word.start));
  if (!before && !MAY_COME_AFTER.test(clause.slice(word.end))) return false;
  if (symptom !== 'fever') return true;
  return !raisedReadingIn(message);
}

/** "what if I get a fever again, I had 38.4 last night": a raised reading keeps the fever. */
function raisedReadingIn(message: string): boolean {
  const found = findTemperature(message);
  if (found && found.value >= 37.5) return true;
  for (const number of message.match(/\d{2,3}(?:\.\d+)?/g) ?? []) {
    const celsius = celsiusFromReading(Number(number));
    if (celsius !== null && celsius >= 37.5) return true;
  }
  return false;
}
