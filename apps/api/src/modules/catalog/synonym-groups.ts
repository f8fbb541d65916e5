import type { Database } from '../../db/client';
import { cacheTags } from '../../lib/response-cache';
import { listSynonymGroups } from './synonyms.repository';

/** Two words this alike by trigrams are close, as pg_trgm's `%` has it (its default threshold). */
const SIMILARITY_THRESHOLD = 0.3;
/** A misspelt word is read as up to this many synonym words close to it. */
const CLOSEST_KEPT = 3;

/** A word's trigrams as pg_trgm makes them: the word padded with two spaces before and one after. */
export function trigramsOf(word: string): Set<string> {
  const letters = Array.from(`  ${word} `);
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= letters.length; at += 1) trigrams.add(letters.slice(at, at + 3).join(''));
  return trigrams;
}

/** Shared trigrams over all trigrams of the two: pg_trgm's `similarity`. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * The operator's synonym groups, kept in memory: every search on PostgreSQL reads them
 * (search-query.ts), so they cost it no query. Loaded when the server is ready, again by each
 * change on this instance before it answers, and whenever a change or a whole-cache clearing
 * comes through the cache — which is how another instance's change reaches this one.
 */
export function createSynonymGroups(db: Database, log: { warn(details: object, message: string): void }) {
  let groupsOf = new Map<string, string[][]>();
  let singleWords: { word: string; trigrams: Set<string> }[] = [];

  async function load() {
    const groups = (await listSynonymGroups(db)).map((group) => group.words);
    const next = new Map<string, string[][]>();
    for (const group of groups) {
      for (const entry of group) next.set(entry, [...(next.get(entry) ?? []), group]);
    }
    groupsOf = next;
    singleWords = [...next.keys()]
      .filter((entry) => !entry.includes(' '))
      .map((word) => ({ word, trigrams: trigramsOf(word) }));
  }

  return {
    load,
    /** Every group holding any of `entries` (words or phrases, as synonymEntry writes them), each once. */
    containing(entries: string[]): string[][] {
      return [...new Set(entries.flatMap((entry) => groupsOf.get(entry) ?? []))];
    },
    /**
     * For each word, the single words of the groups closest to it by trigrams, closest first, so
     * a misspelt "sunscren" finds "sunscreen" even where no product text uses it.
     */
    closestWords(words: string[]): Map<string, string[]> {
      return new Map(
        words.map((word) => {
          const trigrams = trigramsOf(word);
          const close = singleWords
            .map((candidate) => ({ word: candidate.word, similarity: similarity(trigrams, candidate.trigrams) }))
            .filter((candidate) => candidate.similarity >= SIMILARITY_THRESHOLD)
            .sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
            .slice(0, CLOSEST_KEPT)
            .map((candidate) => candidate.word);
          return [word, close];
        }),
      );
    },
    /** The synonyms changed on some instance, or the cache was cleared whole: settled once reloaded. */
    async invalidate(tags?: readonly string[]): Promise<void> {
      if (tags && !tags.includes(cacheTags.synonyms)) return;
      await load().catch((error: unknown) => log.warn({ err: error }, 'the search synonyms were not reloaded'));
    },
  };
}

export type SynonymGroups = ReturnType<typeof createSynonymGroups>;
