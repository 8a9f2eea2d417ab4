// "No pain unless I cough", 唔痛，除非咳, "no chest pain except when I cough": a denial with a
// condition after it says when the symptom comes, not that it never does. One place for the
// rule, read by the clause splitter (understand.ts) and by the denial of symptoms and signs
// (deniedInClause in clause-details.ts).

/**
 * A condition that tells of a time long past ("except when I had my heart attack years ago",
 * "except after my op in 2019") or of a thing that is no symptom ("except if you count
 * heartburn") leaves the denial whole. Not once "since" comes first: "except when I climb the
 * stairs since my heart attack" is a pain of now. A catheter dates nothing: "except when they
 * change my catheter" is bleeding of now.
 */
const NOT_A_CONDITION =
  String.raw`(?!\s*(?:you|u) count)` +
  // "except with my reflux", "except on monday", "except on the first day": no condition of now
  String.raw`(?!\s*(?:my |the |her |his )?(?:usual )?(?:reflux|heartburn|indigestion|acid)(?![a-z]))` +
  String.raw`(?!\s*(?:mon|tues|wednes|thurs|fri|satur|sun)day|\s*the (?:first|second|third) day|\s*day \d)` +
  String.raw`(?!(?:(?!\bsince\b)[^.,;!?])*(?:\bago\b|last (?:year|month)|in (?:19|20)\d\d|(?:had )?my (?:op|operation|surgery|heart attack|stroke)\b))`;

/** 'except when/if/while/after': the words that open a condition, not a new clause. */
export const EXCEPT_OPENS_CONDITION = String.raw`\s+(?:when|if|while|after|on|with|during)(?![a-z])${NOT_A_CONDITION}`;

export const CONDITIONAL = new RegExp(
  String.raw`(?<![a-z])(?:unless|only when) (?:i|she|he|they)(?![a-z])(?! count)` +
    String.raw`|(?<![a-z])unless (?:the|my|her|his) (?:paracetamol|calpol|panadol|meds|medicine|tablets)(?![a-z])` +
    String.raw`|(?<![a-z])except${EXCEPT_OPENS_CONDITION}` +
    // "no CP apart from when I walk", "…other than on the stairs", ", only on exertion"
    String.raw`|(?<![a-z])(?:apart from|other than)${EXCEPT_OPENS_CONDITION}` +
    String.raw`|(?<![a-z])only (?:on|with|when) (?:exertion|exercise|walking|climbing|the stairs|stairs|moving)(?![a-z])` +
    '|除非(?:我|佢)?(?:咳|郁|行|食|瞓|攞|企|用力|深呼吸|唔食|停|冇食)',
);

/**
 * "not in any real pain apart from my dodgy knee": of an ordinary pain only, the exception is
 * where it is. Never of chest pain, breathlessness, bleeding or confusion ("no chest pain
 * apart from the usual aches", "no bleeding other than my period" stay denials).
 */
export const PAIN_APART_FROM =
  /(?<![a-z])(?:apart from|except for|other than) (?:my|the|her|his)(?![a-z])(?!\s+(?:usual\s+)?(?:heartburn|indigestion|reflux|acid))/;

/** The same condition opening the next clause: 唔痛，除非咳. */
export const CONDITION_NEXT = new RegExp(String.raw`^[\s,;，；]*(?:${CONDITIONAL.source})`);

/**
 * A temperature comes with no action ("no fever unless I eat" denies it), except that a
 * medicine may be hiding it: "no fever unless I stop the paracetamol" is a fever to measure.
 */
export const MEDICINE_HIDES_IT = new RegExp(
  String.raw`(?:stop|skip|miss|forget|without|come off|don'?t take|do not take|don'?t have|do not have|not take|not have)\w*\s+(?:\w+\s+){0,2}` +
    String.raw`(?:paracetamol|calpol|panadol|tylenol|medicine|meds|tablets|pills)` +
    String.raw`|(?:paracetamol|calpol|panadol|medicine|meds|tablets|pills)\s+wears?\s+off` +
    '|停(?:咗)?(?:食)?(?:必理痛|退燒藥|藥)|唔食(?:必理痛|退燒藥|藥)|(?:必理痛|退燒藥|藥)(?:力)?(?:過咗|退)',
);
