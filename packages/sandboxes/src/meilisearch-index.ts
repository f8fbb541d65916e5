import { parseFilter, parseSort } from './meilisearch-filter';
import {
  defaultSettings,
  matchDocuments,
  MeiliError,
  rank,
  type IndexSettings,
  type StoredDocument,
} from './meilisearch-search';

/** An index of the Meilisearch sandbox, its settings changed and searched as Meilisearch does. */
export interface StoredIndex {
  uid: string;
  primaryKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  settings: IndexSettings;
  /** Documents by primary key, and the order each was first added in (ties in ranking keep it). */
  documents: Map<string, { order: number; document: StoredDocument }>;
}

/** Meilisearch's default cap on how many hits a search can reach (pagination.maxTotalHits). */
const MAX_TOTAL_HITS = 1000;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies a `PATCH /indexes/{uid}/settings` body; null puts a setting back to its default. */
export function updateSettings(index: StoredIndex, body: Record<string, unknown>) {
  const settings = index.settings;
  const lists = ['searchableAttributes', 'filterableAttributes', 'sortableAttributes', 'rankingRules'] as const;
  for (const name of lists) {
    const value = body[name];
    if (value === undefined) continue;
    if (value === null) settings[name] = defaultSettings()[name];
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) settings[name] = value;
    else
      throw new MeiliError(
        400,
        `invalid_settings_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
        `Invalid value type at \`.${name}\`: expected an array of strings.`,
      );
  }
  if (body.synonyms !== undefined) {
    const synonyms = body.synonyms;
    if (synonyms === null) settings.synonyms = {};
    else if (
      isObject(synonyms) &&
      Object.values(synonyms).every(
        (values) => Array.isArray(values) && values.every((item) => typeof item === 'string'),
      )
    )
      settings.synonyms = synonyms as Record<string, string[]>;
    else
      throw new MeiliError(
        400,
        'invalid_settings_synonyms',
        'Invalid value type at `.synonyms`: expected an object of string arrays.',
      );
  }
  const typo = body.typoTolerance;
  if (isObject(typo)) {
    if (typeof typo.enabled === 'boolean') settings.typoTolerance.enabled = typo.enabled;
    const sizes = typo.minWordSizeForTypos;
    if (isObject(sizes)) {
      if (typeof sizes.oneTypo === 'number') settings.typoTolerance.minWordSizeForTypos.oneTypo = sizes.oneTypo;
      if (typeof sizes.twoTypos === 'number') settings.typoTolerance.minWordSizeForTypos.twoTypos = sizes.twoTypos;
    }
  }
}

/** Answers `POST /indexes/{uid}/search`. */
export function searchIndex(index: StoredIndex, body: Record<string, unknown>) {
  const q = typeof body.q === 'string' ? body.q : '';
  const strategy = body.matchingStrategy ?? 'last';
  if (strategy !== 'all' && strategy !== 'last')
    throw new MeiliError(
      400,
      'invalid_search_matching_strategy',
      `Unknown value \`${JSON.stringify(strategy)}\` at \`.matchingStrategy\`: expected one of \`last\`, \`all\`.`,
    );
  const filters =
    body.filter === undefined || body.filter === null ? [] : Array.isArray(body.filter) ? body.filter : [body.filter];
  const predicates = filters.map((filter) => {
    if (typeof filter !== 'string')
      throw new MeiliError(
        400,
        'invalid_search_filter',
        'Invalid syntax for the filter parameter: expected a string or an array.',
      );
    return parseFilter(filter, index.settings.filterableAttributes);
  });
  const sort = parseSort(body.sort, index.settings.sortableAttributes);
  const candidates = [...index.documents]
    .map(([id, entry]) => ({ id, ...entry }))
    .filter((entry) => predicates.every((predicate) => predicate(entry.document)));
  const ranked = rank(matchDocuments(candidates, q, strategy, index.settings), index.settings.rankingRules, sort);
  const reachable = ranked.slice(0, MAX_TOTAL_HITS);
  const fields = Array.isArray(body.attributesToRetrieve) ? (body.attributesToRetrieve as string[]) : ['*'];
  const hitOf = (entry: (typeof ranked)[number]) =>
    fields.includes('*')
      ? entry.document
      : Object.fromEntries(
          fields.filter((field) => field in entry.document).map((field) => [field, entry.document[field]]),
        );
  const answer = { query: q, processingTimeMs: 0 };
  if (body.page !== undefined || body.hitsPerPage !== undefined) {
    // Numbered pages: the total is exhaustive (up to maxTotalHits).
    const page = Number(body.page ?? 1);
    const hitsPerPage = Number(body.hitsPerPage ?? 20);
    if (!Number.isInteger(page) || page < 1)
      throw new MeiliError(400, 'invalid_search_page', 'Invalid value at `.page`: expected a positive integer.');
    if (!Number.isInteger(hitsPerPage) || hitsPerPage < 0)
      throw new MeiliError(
        400,
        'invalid_search_hits_per_page',
        'Invalid value at `.hitsPerPage`: expected a positive integer.',
      );
    const start = (page - 1) * hitsPerPage;
    return {
      hits: reachable.slice(start, start + hitsPerPage).map(hitOf),
      ...answer,
      hitsPerPage,
      page,
      totalPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable.length / hitsPerPage),
      totalHits: reachable.length,
    };
  }
  const offset = Number(body.offset ?? 0);
  const limit = Number(body.limit ?? 20);
  if (!Number.isInteger(offset) || offset < 0)
    throw new MeiliError(400, 'invalid_search_offset', 'Invalid value at `.offset`: expected a positive integer.');
  if (!Number.isInteger(limit) || limit < 0)
    throw new MeiliError(400, 'invalid_search_limit', 'Invalid value at `.limit`: expected a positive integer.');
  return {
    hits: reachable.slice(offset, offset + limit).map(hitOf),
    ...answer,
    limit,
    offset,
    estimatedTotalHits: ranked.length,
  };
}
