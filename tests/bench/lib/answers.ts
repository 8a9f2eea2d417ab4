// A patient's answers to Florence's questions, in turn: the messages of every load script,
// so their figures compare. Mild symptoms only, so no turn raises an alert.
export const CHECK_IN_ANSWERS = [
  'I feel tired',
  '3',
  'a few days',
  'no',
  'no',
  'a little nauseous',
  '2',
  'sometimes',
  'no',
  'nothing else',
];
