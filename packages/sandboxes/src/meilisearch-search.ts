/**
 * How the Meilisearch sandbox finds, filters and orders documents, after Meilisearch's documented
 * rules (v1.x): words are compared lower-cased and without diacritics; every query word is matched
 * exactly, or with one typo from 5 letters and two from 9 (Damerau-Levenshtein, a typo on the first
 * letter counting twice); only the last word is a prefix (unless the query ends with a space);
 * a synonym of one to three words stands for its group; `matchingStrategy: all` wants every word,
 * `last` drops words from the end until something matches. Han characters are words of their own
 * and a run of them must appear in a row (Meilisearch segments Chinese with a dictionary instead).
 * Not modelled: split and concatenated words, proximity, stop words, facets, geo.
 */

export type DocumentValue = string | number | boolean | null | DocumentValue[] | { [key: string]: DocumentValue };
export type StoredDocument = Record<string, DocumentValue>;

export interface IndexSettings {
  searchableAttributes: string[];
  filterableAttributes: string[];
  sortableAttributes: string[];
  rankingRules: string[];
  synonyms: Record<string, string[]>;
  typoTolerance: { enabled: boolean; minWordSizeForTypos: { oneTypo: number; twoTypos: number } };
}

export const DEFAULT_RANKING_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'];

export function defaultSettings(): IndexSettings {
  return {
    searchableAttributes: ['*'],
    filterableAttributes: [],
    sortableAttributes: [],
    rankingRules: [...DEFAULT_RANKING_RULES],
    synonyms: {},
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  };
}

/** A refusal in Meilisearch's words: its status, `code` and `type`. */
export class MeiliError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly type: 'invalid_request' | 'auth' | 'internal' = 'invalid_request',
  ) {
    super(message);
  }
}

const SPECIAL_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ð: 'd', þ: 'th' };
const HAN = /\p{Script=Han}/u;

/** Lower case, no diacritics. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[łđßæøœðþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** A text's words, folded; every Han character a word of its own. */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word) => (HAN.test(word) ? (word.match(/\p{Script=Han}|[^\p{Script=Han}]+/gu) ?? []) : [word]))
    .filter((word) => word.length > 0);
}

/** A document's searchable words by attribute, in order, so that phrases can be found. */
type Indexed = { attribute: number; words: string[] }[];

function textsOf(value: DocumentValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [String(value)];
}

/** Each document's words, kept until the document is replaced or the searchable attributes change. */
const indexedDocuments = new WeakMap<StoredDocument, { attributes: string; indexed: Indexed }>();

export function indexDocument(document: StoredDocument, settings: IndexSettings): Indexed {
  const key = settings.searchableAttributes.join('\u0000');
  const kept = indexedDocuments.get(document);
  if (kept?.attributes === key) return kept.indexed;
  const attributes = settings.searchableAttributes.includes('*')
    ? Object.keys(document)
    : settings.searchableAttributes;
  const indexed = attributes.map((name, attribute) => ({ attribute, words: textsOf(document[name]).flatMap(wordsOf) }));
  indexedDocuments.set(document, { attributes: key, indexed });
  return indexed;
}

/** The fewest edits (Damerau-Levenshtein) from `query` to `word`, or to a prefix of it when `prefix`. */
function distance(query: string, word: string, prefix: boolean): number {
  const a = [...query];
  const b = [...word];
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  const last = rows[a.length]!;
  return prefix ? Math.min(...last) : last[b.length]!;
}

/** How many typos separate a query word from a document's word, or undefined when too many. */
function typosBetween(query: string, word: string, prefix: boolean, settings: IndexSettings): number | undefined {
  if (prefix ? word.startsWith(query) : word === query) return 0;
  const { enabled, minWordSizeForTypos } = settings.typoTolerance;
  const length = [...query].length;
  const allowed = !enabled
    ? 0
    : length >= minWordSizeForTypos.twoTypos
      ? 2
      : length >= minWordSizeForTypos.oneTypo
        ? 1
        : 0;
  if (allowed === 0 || HAN.test(query)) return undefined;
  // Only the word's first letters can be within reach of a prefix; a whole word must be near in length.
  const reach = prefix ? [...word].slice(0, length + allowed).join('') : word;
  if (!prefix && Math.abs([...word].length - length) > allowed) return undefined;
  // A typo on the first letter counts as two.
  const typos = distance(query, reach, prefix) + (query[0] === word[0] ? 0 : 1);
  return typos <= allowed ? typos : undefined;
}

/** One way to match part of the query: a word (with typos, maybe as a prefix) or a phrase (exact words in a row). */
type Alternative = { kind: 'word'; word: string; prefix: boolean } | { kind: 'phrase'; words: string[] };

/** A node of the query graph: the alternatives for query words `from` to `to` (exclusive). */
interface Node {
  from: number;
  to: number;
  alternatives: Alternative[];
}

function alternativeOf(text: string, prefix: boolean): Alternative {
  const words = wordsOf(text);
  return words.length === 1 && !HAN.test(words[0]!)
    ? { kind: 'word', word: words[0]!, prefix }
    : { kind: 'phrase', words };
}

/** A query's words as typed: folded, split at separators only (a run of Han characters stays one). */
const piecesOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((piece) => piece.length > 0);

/** The query's words as a graph: each word, and each run of one to three words with synonyms. */
export function queryGraph(q: string, settings: IndexSettings): { nodes: Node[]; length: number } {
  const pieces = piecesOf(q);
  const endsWithSpace = /[^\p{L}\p{N}]$/u.test(q);
  const synonyms = new Map(
    Object.entries(settings.synonyms).map(([key, values]) => [piecesOf(key).join(' '), values] as const),
  );
  const nodes: Node[] = [];
  pieces.forEach((piece, index) => {
    const last = index === pieces.length - 1;
    for (let length = 1; length <= 3 && index + length <= pieces.length; length += 1) {
      const key = pieces.slice(index, index + length).join(' ');
      const alternatives: Alternative[] = length === 1 ? [alternativeOf(piece, last && !endsWithSpace)] : [];
      for (const synonym of synonyms.get(key) ?? []) alternatives.push(alternativeOf(synonym, false));
      if (alternatives.length > 0) nodes.push({ from: index, to: index + length, alternatives });
    }
  });
  return { nodes, length: pieces.length };
}

/** How an alternative matched a document: its typos, the first attribute it is in, and whether exactly. */
interface Hit {
  typos: number;
  attribute: number;
  exact: boolean;
}

/** One search's typo counts, by query alternative and document word: words recur across documents. */
type TypoMemo = Map<Alternative, Map<string, number | undefined>>;

function typosMemoized(
  memo: TypoMemo,
  alternative: Alternative & { kind: 'word' },
  word: string,
  settings: IndexSettings,
) {
  let known = memo.get(alternative);
  if (!known) memo.set(alternative, (known = new Map<string, number | undefined>()));
  if (!known.has(word)) known.set(word, typosBetween(alternative.word, word, alternative.prefix, settings));
  return known.get(word);
}

function matchAlternative(
  alternative: Alternative,
  indexed: Indexed,
  settings: IndexSettings,
  memo: TypoMemo,
): Hit | undefined {
  let best: Hit | undefined;
  for (const { attribute, words } of indexed) {
    if (alternative.kind === 'phrase') {
      const found = words.some((_, start) => alternative.words.every((word, offset) => words[start + offset] === word));
      if (found && (!best || best.typos > 0)) best = { typos: 0, attribute: best?.attribute ?? attribute, exact: true };
      continue;
    }
    for (const word of words) {
      const typos = typosMemoized(memo, alternative, word, settings);
      if (typos === undefined) continue;
      const hit = { typos, attribute, exact: word === alternative.word };
      if (!best || typos < best.typos || (typos === best.typos && hit.exact && !best.exact)) best = hit;
    }
  }
  return best;
}

/** The best way through the first `words` words of the graph, or undefined when there is none. */
function matchGraph(
  graph: { nodes: Node[] },
  words: number,
  indexed: Indexed,
  settings: IndexSettings,
  memo: TypoMemo,
) {
  const best: (Hit & { count: number; exactCount: number })[] = [];
  best[0] = { typos: 0, attribute: Infinity, exact: true, count: 0, exactCount: 0 };
  for (let position = 0; position < words; position += 1) {
    const here = best[position];
    if (!here) continue;
    for (const node of graph.nodes.filter((candidate) => candidate.from === position && candidate.to <= words)) {
      const hits = node.alternatives
        .map((alternative) => matchAlternative(alternative, indexed, settings, memo))
        .filter((hit): hit is Hit => hit !== undefined)
        .sort((a, b) => a.typos - b.typos || a.attribute - b.attribute);
      const hit = hits[0];
      if (!hit) continue;
      const next = {
        typos: here.typos + hit.typos,
        attribute: Math.min(here.attribute, hit.attribute),
        exact: here.exact && hit.exact,
        count: here.count + 1,
        exactCount: here.exactCount + (hit.exact ? 1 : 0),
      };
      const known = best[node.to];
      if (!known || next.typos < known.typos) best[node.to] = next;
    }
  }
  return best[words];
}

/** A matching document and what its ranking rules compare. */
export interface Ranked {
  id: string;
  order: number;
  document: StoredDocument;
  droppedWords: number;
  typos: number;
  attribute: number;
  exactWords: number;
}

/** Every document matching `q` under the matching strategy, with what ranks it. */
export function matchDocuments(
  documents: { id: string; order: number; document: StoredDocument }[],
  q: string,
  strategy: 'all' | 'last',
  settings: IndexSettings,
): Ranked[] {
  const graph = queryGraph(q, settings);
  const matched: Ranked[] = [];
  const memo: TypoMemo = new Map();
  for (const entry of documents) {
    const indexed = indexDocument(entry.document, settings);
    if (graph.length === 0) {
      matched.push({ ...entry, droppedWords: 0, typos: 0, attribute: 0, exactWords: 0 });
      continue;
    }
    const least = strategy === 'all' ? graph.length : 1;
    for (let words = graph.length; words >= least; words -= 1) {
      const path = matchGraph(graph, words, indexed, settings, memo);
      if (path) {
        matched.push({
          ...entry,
          droppedWords: graph.length - words,
          typos: path.typos,
          attribute: path.attribute,
          exactWords: path.exactCount,
        });
        break;
      }
    }
  }
  return matched;
}

/** Numbers before strings, each in its order; documents without the field last, whatever the direction. */
function compareValues(a: DocumentValue | undefined, b: DocumentValue | undefined, descending: boolean): number {
  let order: number;
  if (typeof a === 'number' && typeof b === 'number') order = a - b;
  else if (typeof a === 'string' && typeof b === 'string') order = a < b ? -1 : a > b ? 1 : 0;
  else {
    const kind = (value: DocumentValue | undefined) =>
      typeof value === 'number' ? 0 : typeof value === 'string' ? 1 : 2;
    return kind(a) - kind(b);
  }
  return descending ? -order : order;
}

/** The matches in the order of the index's ranking rules; ties keep the order documents were first added in. */
export function rank(matches: Ranked[], rules: string[], sort: { field: string; descending: boolean }[]): Ranked[] {
  const byRule: Record<string, (a: Ranked, b: Ranked) => number> = {
    words: (a, b) => a.droppedWords - b.droppedWords,
    typo: (a, b) => a.typos - b.typos,
    proximity: () => 0,
    attribute: (a, b) => a.attribute - b.attribute,
    exactness: (a, b) => b.exactWords - a.exactWords,
    sort: (a, b) => {
      for (const { field, descending } of sort) {
        const order = compareValues(a.document[field], b.document[field], descending);
        if (order !== 0) return order;
      }
      return 0;
    },
  };
  const custom = (rule: string) => {
    const match = /^(.+):(asc|desc)$/.exec(rule);
    if (!match) return () => 0;
    return (a: Ranked, b: Ranked) => compareValues(a.document[match[1]!], b.document[match[1]!], match[2] === 'desc');
  };
  const comparators = rules.map((rule) => byRule[rule] ?? custom(rule));
  return [...matches].sort((a, b) => {
    for (const comparator of comparators) {
      const order = comparator(a, b);
      if (order !== 0) return order;
    }
    return a.order - b.order;
  });
}
