import { fold, MeiliError, type DocumentValue, type StoredDocument } from './meilisearch-search';

/**
 * The Meilisearch sandbox's filter and sort parameters, in Meilisearch's syntax and with its
 * refusals (400 `invalid_search_filter`, `invalid_search_sort`).
 */

// Filters: `attribute = value`, `!=`, `>`, `>=`, `<`, `<=`, `AND`, `OR`, `NOT` and parentheses.

type Token =
  | { kind: 'word'; text: string; quoted: boolean }
  | { kind: 'operator'; text: string }
  | { kind: 'paren'; text: '(' | ')' };

function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\()|(\))|(>=|<=|!=|=|>|<)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\s()<>=!"']+))/gy;
  let match: RegExpExecArray | null;
  let position = 0;
  while (position < filter.length && (match = pattern.exec(filter))) {
    position = pattern.lastIndex;
    if (match[1] || match[2]) tokens.push({ kind: 'paren', text: (match[1] ?? match[2]) as '(' | ')' });
    else if (match[3]) tokens.push({ kind: 'operator', text: match[3] });
    else if (match[4] !== undefined || match[5] !== undefined)
      tokens.push({ kind: 'word', text: (match[4] ?? match[5])!.replace(/\\(.)/g, '$1'), quoted: true });
    else if (match[6]) tokens.push({ kind: 'word', text: match[6], quoted: false });
  }
  if (filter.slice(position).trim() !== '')
    throw filterError(`Was expecting a value but instead got \`${filter.slice(position).trim()}\`.`);
  return tokens;
}

const filterError = (message: string) => new MeiliError(400, 'invalid_search_filter', message);

/** Equal as Meilisearch compares filter values: numerically when both are numbers, else as folded text. */
function compare(value: DocumentValue | undefined, operator: string, literal: string): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((item) => {
    if (item === undefined || item === null || typeof item === 'object') return false;
    const number = Number(literal);
    if (typeof item === 'number' && literal.trim() !== '' && !Number.isNaN(number)) {
      return (
        {
          '=': item === number,
          '!=': item !== number,
          '>': item > number,
          '>=': item >= number,
          '<': item < number,
          '<=': item <= number,
        }[operator] ?? false
      );
    }
    if (operator === '=') return fold(String(item)) === fold(literal);
    if (operator === '!=') return fold(String(item)) !== fold(literal);
    return false;
  });
}

export type Predicate = (document: StoredDocument) => boolean;

/** A filter string as a predicate; every attribute it names must be filterable. */
export function parseFilter(filter: string, filterable: string[]): Predicate {
  const tokens = tokenize(filter);
  let position = 0;
  const peek = () => tokens[position];
  const isKeyword = (token: Token | undefined, keyword: string) =>
    token?.kind === 'word' && !token.quoted && token.text.toUpperCase() === keyword;

  function orExpression(): Predicate {
    const parts = [andExpression()];
    while (isKeyword(peek(), 'OR')) {
      position += 1;
      parts.push(andExpression());
    }
    return (document) => parts.some((part) => part(document));
  }
  function andExpression(): Predicate {
    const parts = [notExpression()];
    while (isKeyword(peek(), 'AND')) {
      position += 1;
      parts.push(notExpression());
    }
    return (document) => parts.every((part) => part(document));
  }
  function notExpression(): Predicate {
    if (isKeyword(peek(), 'NOT')) {
      position += 1;
      const inner = notExpression();
      return (document) => !inner(document);
    }
    const token = peek();
    if (token?.kind === 'paren' && token.text === '(') {
      position += 1;
      const inner = orExpression();
      if (peek()?.text !== ')') throw filterError('Expression `(` is missing its closing `)`.');
      position += 1;
      return inner;
    }
    return comparison();
  }
  function comparison(): Predicate {
    const attribute = tokens[position];
    const operator = tokens[position + 1];
    const value = tokens[position + 2];
    if (attribute?.kind !== 'word' || operator?.kind !== 'operator' || value?.kind !== 'word')
      throw filterError('Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, or `NOT` at the filter.');
    position += 3;
    if (!filterable.includes(attribute.text))
      throw filterError(
        `Attribute \`${attribute.text}\` is not filterable. Available filterable attributes are: \`${filterable.join(', ')}\`.`,
      );
    return (document) => compare(document[attribute.text], operator.text, value.text);
  }

  const predicate = orExpression();
  if (position < tokens.length)
    throw filterError(
      `Found unexpected characters at the end of the filter: \`${tokens
        .slice(position)
        .map((token) => token.text)
        .join(' ')}\`.`,
    );
  return predicate;
}

/** `["price:asc", "id:desc"]` as fields and directions; every field must be sortable. */
export function parseSort(sort: unknown, sortable: string[]): { field: string; descending: boolean }[] {
  if (sort === undefined || sort === null) return [];
  if (!Array.isArray(sort) || !sort.every((item) => typeof item === 'string'))
    throw new MeiliError(400, 'invalid_search_sort', 'Invalid value type at `.sort`: expected an array.');
  return sort.map((item: string) => {
    const match = /^([^:]+):(asc|desc)$/.exec(item);
    if (!match)
      throw new MeiliError(
        400,
        'invalid_search_sort',
        `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${item}\`.`,
      );
    if (!sortable.includes(match[1]!))
      throw new MeiliError(
        400,
        'invalid_search_sort',
        `Attribute \`${match[1]}\` is not sortable. Available sortable attributes are: \`${sortable.join(', ')}\`.`,
      );
    return { field: match[1]!, descending: match[2] === 'desc' };
  });
}
