import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { batchedByKey } from '../../lib/batched-reads';
import { createTaggedStore } from '../../lib/response-cache';
import { closestTerms } from './products.repository';
import { searchWords } from './search-text';
import type { SynonymGroups } from './synonym-groups';

/** A search reads this many of the visitor's words, and matches this many clauses at most. */
const MAX_WORDS = 16;
const MAX_CLAUSES = 8;
/** The longest synonym phrase a search recognises, in words ("krem z filtrem" has three). */
const MAX_PHRASE_WORDS = 4;

/** A synonym entry as its words, joined by one space: how groups are stored and compared. */
export function synonymEntry(text: string): string {
  return searchWords(text).join(' ');
}

/**
 * One word or phrase as a tsquery: a word of three letters or more as a prefix ("filtr" finds
 * "filtrem"), and so a Chinese one of any length ("防晒" finds "防晒霜"); a phrase as its words in a
 * row, the last one a prefix. Only letters and digits reach the query, so the text is safe
 * whatever the entry held.
 */
function queryOf(entry: string): string | undefined {
  const words = searchWords(entry);
  const last = words.pop();
  if (last === undefined) return undefined;
  const prefix = last.length >= 3 || /\p{Script=Han}/u.test(last);
  return [...words, prefix ? `${last}:*` : last].join(' <-> ');
}

/** The word's or phrase's consecutive runs of two to MAX_PHRASE_WORDS words, as synonym entries. */
function phrasesOf(words: string[]): string[] {
  const phrases: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let length = 2; length <= MAX_PHRASE_WORDS && start + length <= words.length; length += 1) {
      phrases.push(words.slice(start, start + length).join(' '));
    }
  }
  return phrases;
}

/**
 * The tsquery for a visitor's text. Every word must match (an AND of clauses); a clause matches
 * the word as a prefix, any known word close to it (so a typo still finds: "serun" → "serum"), and
 * every word and phrase of its synonym groups ("sunscreen" → "spf", "krem z filtrem", "防晒"). A
 * run of words that is itself a synonym phrase ("protezione solare") makes one clause. A word that
 * is neither a known term nor a synonym is a typo: the groups of the product words and synonym
 * words close to it (`close`, `closeSynonyms`) count as its own ("sunscren" → "sunscreen").
 */
export function tsQueryOf(
  text: string,
  close: Map<string, string[]>,
  groups: string[][],
  closeSynonyms = new Map<string, string[]>(),
): string | undefined {
  const words = searchWords(text).slice(0, MAX_WORDS);
  const groupsOf = new Map<string, string[][]>();
  for (const group of groups) {
    for (const entry of group) groupsOf.set(entry, [...(groupsOf.get(entry) ?? []), group]);
  }
  const clauses = new Set<string>();
  let start = 0;
  while (start < words.length && clauses.size < MAX_CLAUSES) {
    const phraseLength = [MAX_PHRASE_WORDS, 3, 2].find(
      (length) => start + length <= words.length && groupsOf.has(words.slice(start, start + length).join(' ')),
    );
    const parts = new Set<string>();
    const addGroupsOf = (entry: string) => {
      for (const group of groupsOf.get(entry) ?? []) {
        for (const synonym of group) {
          const query = queryOf(synonym);
          if (query) parts.add(query);
        }
      }
    };
    if (phraseLength) {
      addGroupsOf(words.slice(start, start + phraseLength).join(' '));
      start += phraseLength;
    } else {
      const word = words[start] ?? '';
      start += 1;
      // One letter says too little to search by ("vitamin c"); two letters match only whole words.
      if (word.length < 2) continue;
      parts.add(queryOf(word) ?? word);
      const near = (close.get(word) ?? []).filter((term) => /^[\p{L}\p{N}]+$/u.test(term));
      // Close terms match as whole words: as prefixes, they would reach too far.
      near.filter((term) => term !== word).forEach((term) => parts.add(term));
      const known = near[0] === word || groupsOf.has(word);
      for (const source of known ? [word] : [word, ...near, ...(closeSynonyms.get(word) ?? [])]) addGroupsOf(source);
    }
    if (parts.size > 0) clauses.add(`(${[...parts].join(' | ')})`);
  }
  return clauses.size > 0 ? [...clauses].join(' & ') : undefined;
}

/** How many typed words' close terms are kept, and for how long (a listing write clears them all). */
const CLOSE_TERMS_KEPT = 20_000;
const CLOSE_TERMS_TTL_MS = 10 * 60_000;

/** The close terms of the words that searches of one turn look up, read in one statement (see batchedByKey). */
const closeTermsReader = preparedPerDatabase((db: Database) =>
  batchedByKey(
    async (words) => [...(await closestTerms(db, words))].map(([word, terms]) => ({ word, terms })),
    (row) => row.word,
  ),
);

/**
 * Each typed word's close terms (closestTerms), kept between searches, so that a word typed
 * before costs the search no statement. The catalog's terms change only with listing writes, and
 * every write clears them all, whatever it changed (a new word may be closer than those kept): on
 * this instance, and on the others through the response cache's clearings (`alsoClear`).
 */
export function createCloseTerms() {
  const kept = createTaggedStore<string[]>({ maxEntries: CLOSE_TERMS_KEPT, ttlMs: CLOSE_TERMS_TTL_MS });
  let clearings = 0;
  return {
    async of(db: Database, words: string[]): Promise<Map<string, string[]>> {
      const close = new Map(words.map((word) => [word, kept.get(word)]));
      const missing = words.filter((word) => close.get(word) === undefined);
      const clearingsBefore = clearings;
      const found = await Promise.all(
        missing.map(async (word) => [word, (await closeTermsReader(db)(word))?.terms ?? []] as const),
      );
      for (const [word, terms] of found) {
        close.set(word, terms);
        // Read before a write that cleared meanwhile: right for this search, not to keep.
        if (clearings === clearingsBefore) kept.set(word, terms, []);
      }
      return close as Map<string, string[]>;
    },
    invalidate() {
      clearings += 1;
      kept.invalidate();
    },
  };
}

export type CloseTerms = ReturnType<typeof createCloseTerms>;

/** What a search's words are looked up in: the synonym groups and the close terms, both in memory. */
export interface SearchVocabulary {
  synonyms: SynonymGroups;
  closeTerms: CloseTerms;
}

/**
 * The tsquery for a visitor's text (see tsQueryOf), with the close terms it needs (from memory,
 * else from the database) and the synonym groups.
 */
export async function buildTsQuery(
  db: Database,
  { synonyms, closeTerms }: SearchVocabulary,
  text: string | undefined,
): Promise<string | undefined> {
  const words = searchWords(text ?? '').slice(0, MAX_WORDS);
  const singles = [...new Set(words.filter((word) => word.length > 1))];
  if (singles.length === 0) return undefined;
  const fuzzy = singles.filter((word) => word.length >= 3);
  const close = await closeTerms.of(db, fuzzy);
  const closeSynonyms = synonyms.closestWords(fuzzy);
  const typoTerms = [...close].flatMap(([word, near]) =>
    near[0] === word ? [] : [...near, ...(closeSynonyms.get(word) ?? [])],
  );
  const groups = synonyms.containing([...new Set([...singles, ...phrasesOf(words), ...typoTerms])]);
  return tsQueryOf(text ?? '', close, groups, closeSynonyms);
}
