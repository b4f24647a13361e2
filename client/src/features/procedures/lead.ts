/** A description split in two: whole sentences for the hero, and what the page reads next. */
export interface LeadSplit {
  lead: string;
  rest: string;
}

/**
 * A sentence's end: . ! ? or …, spaces, then what opens a sentence (a capital, accented or not,
 * a guillemet or a quotation mark). « etc. » or « 1,5 ml. » before a lower-case word is not one.
 */
const SENTENCE_END = /[.!?…](\s+)(?=[\p{Lu}«“"])/gu;

/**
 * The page's hero reads the first sentences of a description (as many as fit in `max`
 * characters, at least one) and the « Présentation » section continues with the others, so
 * nobody reads the same paragraph twice and no sentence is cut short. A description of several
 * sentences always leaves at least one for the section; a single sentence is all lead.
 */
export function splitLead(text: string, max = 200): LeadSplit {
  const source = text.trim();
  let cut: { end: number; next: number } | undefined;
  for (const match of source.matchAll(SENTENCE_END)) {
    const end = match.index + 1;
    if (cut && end > max) break;
    cut = { end, next: match.index + match[0].length };
  }
  return cut ? { lead: source.slice(0, cut.end), rest: source.slice(cut.next) } : { lead: source, rest: '' };
}
