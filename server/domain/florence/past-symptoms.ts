// Symptoms of long ago, said as history ("I had chest pain 2 years ago before my surgery,
// nothing now", 舊年化療嗰陣有啲氣促，而家好返晒): not this check-in's findings. Only when the
// same message says it is over now; "since last year" and 仲有 keep a symptom current.

/** A time months or years back, said of when the symptom was. */
const LONG_AGO = new RegExp(
  String.raw`(?<![a-z])(?:last year|years? ago|\d+ (?:years?|months) ago|a few (?:years|months) ago|months ago|` +
    String.raw`(?:back )?in (?:19|20)\d\d|years back|when i was first diagnosed|before my (?:surgery|operation|op))(?![a-z])` +
    String.raw`|舊年|上年|前年|幾年前|\d+年前|[一二兩三四五六七八九十]+年前|好耐之前|以前做(?:化療|電療|手術)|(?:化療|電療|手術)前`,
);

/** The symptom is said to go on, or to have started then: current after all. */
const STILL_GOING = new RegExp(
  String.raw`(?<![a-z])(?:since|still|ever since|on and off|again|until now|came back|coming back|back again)(?![a-z])` +
    String.raw`|開始|以嚟|以來|起|仲有|仲係|又再|返咗嚟|到而家`,
);

/** The message says it is over now. */
const OVER_NOW = new RegExp(
  String.raw`(?<![a-z])(?:nothing (?:like that )?(?:now|since)|(?:all )?(?:gone|fine|ok|okay|better|fully recovered|recovered|cleared up) now|` +
    String.raw`no (?:problems?|trouble|issues?) (?:now|since)|not now|not anymore|not any more|none since)(?![a-z])` +
    String.raw`|而家(?:已經)?(?:好返晒|好返|冇事|冇晒|冇喇|冇再|正常)|已經好返(?:晒)?|之後冇再`,
);

/** The indexes of the clauses that tell of a symptom long past; none unless it is over now. */
export function clausesAboutThePast(message: string, clauses: readonly string[]): Set<number> {
  const past = new Set<number>();
  if (!OVER_NOW.test(message)) return past;
  clauses.forEach((clause, index) => {
    if (LONG_AGO.test(clause) && !STILL_GOING.test(clause)) past.add(index);
  });
  return past;
}
