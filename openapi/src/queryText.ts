import { QUERY_FILTER_MESSAGES, QUERY_MAX_DEPTH, type QueryFilter, type QueryFilterCondition } from './queryFilter.js';

/**
 * The text form of a query filter: the one readable line the query builder shows in place of
 * the tree, which the user may edit and turn back into a tree.
 *
 * ## Grammar
 *
 * Keywords are case-insensitive; whitespace (any Unicode space) is free between tokens.
 *
 * ```text
 * filter     := or_expr?                       ""  is { operator: 'and', conditions: [], groups: [] }
 * or_expr    := and_expr ('or' and_expr)*      'and' binds tighter than 'or'
 * and_expr   := unary ('and' unary)*
 * unary      := 'not'? '(' or_expr? ')'        a group; "()" is an empty group
 *             | condition
 * condition  := 'not'? FIELD operation
 * operation  := 'exists'
 *             | '=' VALUE                                       equals
 *             | 'in' '[' (VALUE (',' VALUE)*)? ']'              in
 *             | 'contains' STRING | 'starts_with' STRING | 'ends_with' STRING
 *             | 'matches' STRING                                regex
 *             | '>' (NUMBER | STRING) | '<' (NUMBER | STRING)   greater_than / less_than (a number or a date)
 *             | 'last' NUMBER ('days' | 'day' | 'hours' | 'hour')   last_days / last_hours
 *             | 'size' '>' NUMBER | 'size' '<' NUMBER           size_greater_than (0 to 10) / size_less_than (1 to 10)
 *             | 'count' compare                                 count
 *             | 'has' ('count' compare)? '(' or_expr? ')'       has: relationship_filter { relationship: FIELD, value }
 *             | 'where' '(' or_expr? ')'                        match: nested
 * compare    := ('=' | '>' | '<') NUMBER       count { operator: equals / above / below, count }, a whole number >= 0
 * VALUE      := STRING | NUMBER | 'true' | 'false'
 * FIELD      := WORD | STRING                  a name that is no WORD, or is and / or / not, is written quoted
 * WORD       := [A-Za-z_][A-Za-z0-9_.]*
 * STRING     := '"' (a character but " and \ | \" | \\ | \n | \r | \t | \u and 4 hex digits)* '"'
 * NUMBER     := '-'? [0-9]+ ('.' [0-9]+)? ([eE] [+-]? [0-9]+)?
 * ```
 *
 * The brackets of a `has` or `where` enclose a whole filter (the same rules as at the top), the
 * related assets' or the items' sub-fields. The parser checks the syntax and the size and count
 * values; the rest (fields, the operators that fit them, value types and ranges, empty groups) is
 * `queryFilterProblems`' work.
 *
 * ## Canonical trees
 *
 * A tree has one text, but some texts (and trees) say the same thing in several ways. Parsing
 * gives the canonical tree, which `canonicalQueryFilter` also gives for any tree, so that
 * `parseQueryText(printQueryText(t))` deep-equals `canonicalQueryFilter(t)` for every well-formed
 * tree `t` (below), and `t` itself when `t` is canonical. In a canonical tree:
 *
 * - brackets around one item are only brackets: `(a)` is `a` and `((a or b))` is `(a or b)`. A
 *   group in `groups` holding exactly one condition or group is replaced by it (a condition joins
 *   its parent's conditions, after the ones there), and a filter (the root, a `has` or a `where`
 *   filter) whose only item is a group is that group;
 * - `not` around one item negates that item: `not (a)` is `not a` and `not (not (a or b))` is
 *   `(a or b)`; so a filter holding one condition is never negated itself;
 * - a group with fewer than two items has the operator `and`;
 * - `not` is `true` or absent (never `false`), and a condition without a value has no `value`
 *   (never `null`);
 * - a group's conditions come before its groups (`a and b or c` is `c or (a and b)`).
 *
 * A tree is well-formed when each condition has exactly the parts its text has: a known operator,
 * a value of the operation's shape (finite numbers; a whole size within the range), a `count` with
 * an operator and a whole number of at least 0, a `has`'s relationship equal to its field and a
 * filter, a `match`'s nested filter, and nothing else. Every tree `queryFilterProblems` accepts is
 * well-formed but for two things the text cannot show: `nested` beside another operator than
 * `match` (which that check lets pass on object fields) and numbers that are not finite (which
 * JSON cannot carry). Any other tree prints too, as far as its parts go (`hostname =` for an
 * equals without a value), and parsing that text says what is missing.
 *
 * ## Errors and limits
 *
 * A text that does not parse gives the first fault from the left: its message (the spec's
 * sentences where they apply) and where it is, as a 1-based column and a length in UTF-16 code
 * units (as an input's selection counts). A text has at most 20,000 characters; filters nest at
 * most 10 levels (brackets that are only brackets do not count), and brackets at most 20 deep.
 */

/** The longest text `parseQueryText` reads. */
export const QUERY_TEXT_MAX_LENGTH = 20_000;
/** Brackets nest at most this deep: two per level, as in `has (not (a or b))`. */
const MAX_BRACKETS = 2 * QUERY_MAX_DEPTH;

export interface QueryTextError {
  message: string;
  /** 1-based column of the offending character (one past the end for a text that stops short). */
  column: number;
  length: number;
}

export type QueryTextResult = { ok: true; filter: QueryFilter } | { ok: false; error: QueryTextError };

type Value = NonNullable<QueryFilterCondition['value']>;
type Scalar = string | number | boolean;
type CountOperator = NonNullable<NonNullable<QueryFilterCondition['count']>['operator']>;

const RESERVED_WORDS: readonly string[] = ['and', 'or', 'not'];
const BARE_FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const COUNT_OPERATORS: Readonly<Record<string, CountOperator>> = { '=': 'equals', '>': 'above', '<': 'below' };
const COUNT_SYMBOLS: Readonly<Record<CountOperator, string>> = { equals: '=', above: '>', below: '<' };
/** The text operations whose keyword is the operator's name; `matches` is `regex`. */
const TEXT_OPERATORS: readonly string[] = ['contains', 'starts_with', 'ends_with'];
const OPERATIONS = 'exists, =, in, contains, starts_with, ends_with, matches, >, <, last, size, count, has or where';
const QUOTES_HINT = 'texts go in double quotes';

// ---------------------------------------------------------------------------------------------
// Items: what one bracket or one condition stands for, and the canonical form

/** One item of a group: a condition or a group. */
type Item = QueryFilterCondition | QueryFilter;

const isGroup = (item: Item): item is QueryFilter => 'groups' in item;
const isCondition = (item: Item): item is QueryFilterCondition => !isGroup(item);
const emptyGroup = (): QueryFilter => ({ operator: 'and', conditions: [], groups: [] });

/** Items joined by an operator: the item itself when alone, a group otherwise. */
function joined(operator: QueryFilter['operator'], items: readonly Item[]): Item {
  const [first] = items;
  if (first && items.length === 1) return first;
  return { operator: items.length < 2 ? 'and' : operator, conditions: items.filter(isCondition), groups: items.filter(isGroup) };
}

function negated(item: Item): Item {
  const { not, ...rest } = item;
  return not === true ? rest : { ...rest, not: true };
}

/** A filter (the root, a relationship's, a nested one) is a group: one condition is wrapped. */
const asFilter = (item: Item): QueryFilter => (isGroup(item) ? item : { operator: 'and', conditions: [item], groups: [] });

function canonicalItem(group: QueryFilter): Item {
  const item = joined(group.operator, [...group.conditions.map(canonicalCondition), ...group.groups.map(canonicalItem)]);
  return group.not === true ? negated(item) : item;
}

function canonicalCondition(condition: QueryFilterCondition): QueryFilterCondition {
  const { field, operator, value, not, count, relationship_filter: relation, nested } = condition;
  return {
    field,
    operator,
    ...(value !== undefined && value !== null && { value: Array.isArray(value) ? [...value] : value }),
    ...(not === true && { not }),
    ...(count && {
      count: { ...(count.operator !== undefined && { operator: count.operator }), ...(count.count !== undefined && { count: count.count }) },
    }),
    ...(relation && {
      relationship_filter: {
        ...(relation.relationship !== undefined && { relationship: relation.relationship }),
        ...(relation.value && { value: canonicalQueryFilter(relation.value) }),
      },
    }),
    ...(nested && { nested: canonicalQueryFilter(nested) }),
  };
}

/** The canonical tree saying what `filter` says: the one `parseQueryText` gives for its text (see the top of this file). */
export function canonicalQueryFilter(filter: QueryFilter): QueryFilter {
  return asFilter(canonicalItem(filter));
}

// ---------------------------------------------------------------------------------------------
// Printer

const ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Characters that would not show, or would break the line or its direction, are written as \uXXXX. */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]$/u;

const unicodeEscape = (char: string): string =>
  Array.from({ length: char.length }, (_, index) => `\\u${char.charCodeAt(index).toString(16).padStart(4, '0')}`).join('');

function quoted(text: string): string {
  let body = '';
  for (const char of text) body += ESCAPES[char] ?? (INVISIBLE.test(char) ? unicodeEscape(char) : char);
  return `"${body}"`;
}

/** -0 keeps its sign, so that it reads back as itself. */
const printNumber = (value: number): string => (Object.is(value, -0) ? '-0' : String(value));
const printScalar = (value: Scalar): string => (typeof value === 'string' ? quoted(value) : typeof value === 'number' ? printNumber(value) : String(value));
const printField = (field: string): string => (BARE_FIELD.test(field) && !RESERVED_WORDS.includes(field.toLowerCase()) ? field : quoted(field));

function printValue(value: QueryFilterCondition['value']): string | undefined {
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? `[${value.map(printScalar).join(', ')}]` : printScalar(value);
}

const printCount = (count: QueryFilterCondition['count']): (string | undefined)[] => [
  'count',
  count?.operator && COUNT_SYMBOLS[count.operator],
  count?.count === undefined ? undefined : printNumber(count.count),
];

const printInner = (filter: QueryFilter | undefined): string | undefined => filter && `(${printFilter(filter)})`;

/** The words after the field, as far as the condition has them. */
function printOperation(condition: QueryFilterCondition): (string | undefined)[] {
  const { operator, value } = condition;
  switch (operator) {
    case 'exists':
      return ['exists'];
    case 'equals':
      return ['=', printValue(value)];
    case 'regex':
      return ['matches', printValue(value)];
    case 'greater_than':
      return ['>', printValue(value)];
    case 'less_than':
      return ['<', printValue(value)];
    case 'last_days':
      return ['last', printValue(value), value === 1 ? 'day' : 'days'];
    case 'last_hours':
      return ['last', printValue(value), value === 1 ? 'hour' : 'hours'];
    case 'size_greater_than':
      return ['size', '>', printValue(value)];
    case 'size_less_than':
      return ['size', '<', printValue(value)];
    case 'count':
      return printCount(condition.count);
    case 'has':
      return ['has', ...(condition.count ? printCount(condition.count) : []), printInner(condition.relationship_filter?.value)];
    case 'match':
      return ['where', printInner(condition.nested)];
    default:
      // in, contains, starts_with, ends_with, and operators the text does not know (which then fail to parse).
      return [operator, printValue(value)];
  }
}

function printCondition(condition: QueryFilterCondition): string {
  const words = [condition.not === true ? 'not' : undefined, printField(condition.field), ...printOperation(condition)];
  return words.filter((word) => word !== undefined).join(' ');
}

const printItems = (group: QueryFilter): string => [...group.conditions.map(printCondition), ...group.groups.map(printGroup)].join(` ${group.operator} `);
const printGroup = (group: QueryFilter): string => `${group.not === true ? 'not ' : ''}(${printItems(group)})`;
const printFilter = (filter: QueryFilter): string => (filter.not === true ? printGroup(filter) : printItems(filter));

/** The filter as one line of text (the grammar at the top of this file); `""` for the empty filter. */
export function printQueryText(filter: QueryFilter): string {
  return printFilter(filter);
}

// ---------------------------------------------------------------------------------------------
// Tokenizer

interface Span {
  /** The token as written. */
  source: string;
  column: number;
  length: number;
}
/** The end of the text, or of what could be read of it: then `error` says why. */
type End = Span & { kind: 'end'; error?: QueryTextError };
type Token = (Span & { kind: 'word' | 'symbol' }) | (Span & { kind: 'string'; value: string }) | (Span & { kind: 'number'; value: number }) | End;

const SYMBOLS = '()[],=<>';
const WORD = /[A-Za-z_][A-Za-z0-9_.]*/y;
/** A number and whatever letters stick to it, so that `5abc` is one (bad) number. */
const NUMBER = /-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?[A-Za-z0-9_.]*/y;
const NUMBER_ONLY = /^-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const STRING_ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', n: '\n', r: '\r', t: '\t' };
const CHARACTER_HINTS: Readonly<Record<string, string>> = {
  "'": QUOTES_HINT,
  '!': 'write not before the field to negate it',
  '&': 'write and',
  '|': 'write or',
};

const fault = (message: string, column: number, length: number): QueryTextError => ({ message, column, length });

/** The string token from its opening quote at `start`, or what is wrong with it. */
function readString(text: string, start: number): Token | QueryTextError {
  let value = '';
  let index = start + 1;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === '"') return { kind: 'string', source: text.slice(start, index + 1), value, column: start + 1, length: index + 1 - start };
    if (char !== '\\') {
      value += char;
      index += 1;
      continue;
    }
    if (index + 1 === text.length) break;
    const escaped = String.fromCodePoint(text.codePointAt(index + 1) ?? 0);
    const hex = /^[0-9A-Fa-f]{0,4}/.exec(text.slice(index + 2, index + 6))?.[0] ?? '';
    const simple = STRING_ESCAPES[escaped];
    if (simple !== undefined) {
      value += simple;
      index += 2;
    } else if (escaped === 'u' && hex.length === 4) {
      value += String.fromCharCode(Number.parseInt(hex, 16));
      index += 6;
    } else {
      const sequence = escaped === 'u' ? `\\u${hex}` : `\\${escaped}`;
      return fault(`Unknown escape "${sequence}" at column ${index + 1}; a backslash is written \\\\`, index + 1, sequence.length);
    }
  }
  return fault(`Missing closing quote for the text at column ${start + 1}`, start + 1, text.length - start);
}

/** The token starting at `index` (not a space), or what is wrong with it. */
function readToken(text: string, index: number): Token | QueryTextError {
  const char = text.charAt(index);
  const column = index + 1;
  if (SYMBOLS.includes(char)) return { kind: 'symbol', source: char, column, length: 1 };
  if (char === '"') return readString(text, index);
  WORD.lastIndex = index;
  const word = WORD.exec(text)?.[0];
  if (word !== undefined) return { kind: 'word', source: word, column, length: word.length };
  NUMBER.lastIndex = index;
  const number = NUMBER.exec(text)?.[0];
  if (number !== undefined) {
    const value = Number(number);
    if (!NUMBER_ONLY.test(number)) return fault(`Invalid number "${number}" at column ${column}`, column, number.length);
    if (!Number.isFinite(value)) return fault(`The number at column ${column} is too large`, column, number.length);
    return { kind: 'number', source: number, value, column, length: number.length };
  }
  const unexpected = String.fromCodePoint(text.codePointAt(index) ?? 0);
  const shown = INVISIBLE.test(unexpected) ? quoted(unexpected) : `"${unexpected}"`;
  const hint = CHARACTER_HINTS[char];
  return fault(`Unexpected character ${shown} at column ${column}${hint ? `; ${hint}` : ''}`, column, unexpected.length);
}

/** The tokens of a text up to its end, or up to the first that cannot be read. */
function tokenize(text: string): { tokens: Token[]; end: End } {
  const tokens: Token[] = [];
  const end = (error?: QueryTextError): { tokens: Token[]; end: End } => ({
    tokens,
    end: { kind: 'end', source: '', column: text.length + 1, length: 0, ...(error && { error }) },
  });
  let index = 0;
  while (index < text.length) {
    if (/\s/.test(text.charAt(index))) {
      index += 1;
      continue;
    }
    const token = readToken(text, index);
    if ('message' in token) return end(token);
    tokens.push(token);
    index += token.length;
  }
  return end();
}

// ---------------------------------------------------------------------------------------------
// Parser

/** Thrown inside the parser, caught by `parseQueryText`. */
class QueryTextFailure extends Error {
  constructor(readonly detail: QueryTextError) {
    super(detail.message);
  }
}

const isWord = (token: Token, ...words: readonly string[]): boolean => token.kind === 'word' && words.includes(token.source.toLowerCase());
const isSymbol = (token: Token, symbol: string): boolean => token.kind === 'symbol' && token.source === symbol;
const startsExpression = (token: Token): boolean => token.kind === 'string' || (token.kind === 'word' && !isWord(token, 'and', 'or')) || isSymbol(token, '(');
const described = (token: Token): string => {
  const text = token.source.length > 40 ? `${token.source.slice(0, 39)}…` : token.source;
  return token.kind === 'string' ? text : `"${text}"`;
};

class Parser {
  private index = 0;
  private brackets = 0;
  /** Where each group the parser made starts, to say where a filter nests too deep. */
  private readonly columns = new Map<QueryFilter, number>();

  constructor(
    private readonly tokens: readonly Token[],
    private readonly end: End,
  ) {}

  parse(): QueryFilter {
    const filter = asFilter(this.body());
    const next = this.peek();
    if (isSymbol(next, ')') || isSymbol(next, ']')) this.unbalanced(next);
    if (next.kind !== 'end') this.expected('"and" or "or"');
    const column = this.tooDeep(filter, 1);
    if (column !== undefined) {
      throw new QueryTextFailure(fault(`${QUERY_FILTER_MESSAGES.tooDeep}: the group at column ${column} is on level ${QUERY_MAX_DEPTH + 1}`, column, 1));
    }
    return filter;
  }

  // -- reading tokens

  private peek(): Token {
    const token = this.tokens[this.index] ?? this.end;
    if (token.kind === 'end' && token.error) throw new QueryTextFailure(token.error);
    return token;
  }

  private advance(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private take(symbol: string): boolean {
    if (!isSymbol(this.peek(), symbol)) return false;
    this.index += 1;
    return true;
  }

  private fail(message: string, token: Token): never {
    throw new QueryTextFailure(fault(message, token.column, token.length));
  }

  /** `Expected <what> after <the previous token> at column <n>`, at the next token. */
  private expected(what: string, hint?: string): never {
    const token = this.peek();
    const previous = this.tokens[this.index - 1];
    const after = previous ? ` after ${described(previous)}` : '';
    return this.fail(`Expected ${what}${after} at column ${token.column}${hint ? `; ${hint}` : ''}`, token);
  }

  private unbalanced(token: Token): never {
    return this.fail(`Unbalanced bracket at column ${token.column}`, token);
  }

  private missingClose(open: Token): never {
    return this.fail(`Missing closing bracket for the one at column ${open.column}`, open);
  }

  // -- expressions

  /** What is inside brackets (or the whole text): an item, or an empty group. */
  private body(): Item {
    const next = this.peek();
    return next.kind === 'end' || isSymbol(next, ')') ? emptyGroup() : this.orExpression();
  }

  private orExpression(): Item {
    const column = this.peek().column;
    const items = [this.andExpression()];
    while (isWord(this.peek(), 'or')) {
      this.index += 1;
      items.push(this.andExpression());
    }
    return this.joined('or', items, column);
  }

  private andExpression(): Item {
    const column = this.peek().column;
    const items = [this.unary()];
    for (let next = this.peek(); isWord(next, 'and') || startsExpression(next); next = this.peek()) {
      if (!isWord(next, 'and')) this.fail(QUERY_FILTER_MESSAGES.logicalOperator, next);
      this.index += 1;
      items.push(this.unary());
    }
    return this.joined('and', items, column);
  }

  private joined(operator: QueryFilter['operator'], items: readonly Item[], column: number): Item {
    const item = joined(operator, items);
    if (items.length > 1 && isGroup(item)) this.columns.set(item, column);
    return item;
  }

  private unary(): Item {
    const token = this.peek();
    if (isWord(token, 'not')) {
      this.index += 1;
      if (!isSymbol(this.peek(), '(')) return { ...this.condition(true), not: true };
      const item = negated(this.bracket());
      if (isGroup(item)) this.columns.set(item, token.column);
      return item;
    }
    return isSymbol(token, '(') ? this.bracket() : this.condition(false);
  }

  /** `( ... )`: the item inside, a group only when it is one. */
  private bracket(): Item {
    const open = this.open();
    const item = this.body();
    this.close(open);
    if (isGroup(item)) this.columns.set(item, open.column);
    return item;
  }

  /** `( ... )` after `has` or `where`: a filter of its own. */
  private innerFilter(): QueryFilter {
    const open = this.open();
    const filter = asFilter(this.body());
    this.close(open);
    this.columns.set(filter, open.column);
    return filter;
  }

  private open(): Token {
    const open = this.advance();
    this.brackets += 1;
    if (this.brackets > MAX_BRACKETS) this.fail(`Too many nested brackets at column ${open.column}: at most ${MAX_BRACKETS}`, open);
    return open;
  }

  private close(open: Token): void {
    const next = this.peek();
    if (next.kind === 'end') this.missingClose(open);
    if (isSymbol(next, ']')) this.unbalanced(next);
    if (!isSymbol(next, ')')) this.expected('"and", "or" or ")"');
    this.index += 1;
    this.brackets -= 1;
  }

  /** The column of the leftmost group deeper than the limit, if any. */
  private tooDeep(filter: QueryFilter, level: number): number | undefined {
    if (level > QUERY_MAX_DEPTH) return this.columns.get(filter) ?? 1;
    const inner = filter.conditions.flatMap((condition) => [condition.nested, condition.relationship_filter?.value]);
    const columns = [...inner, ...filter.groups]
      .map((group) => group && this.tooDeep(group, level + 1))
      .filter((column) => column !== undefined);
    return columns.length > 0 ? Math.min(...columns) : undefined;
  }

  // -- conditions

  private condition(negative: boolean): QueryFilterCondition {
    const token = this.peek();
    if (token.kind !== 'string' && (token.kind !== 'word' || isWord(token, ...RESERVED_WORDS))) {
      this.expected(negative ? 'a field or "("' : 'a field, "not" or "("');
    }
    this.index += 1;
    return this.operation(token.kind === 'string' ? token.value : token.source, token);
  }

  private operation(field: string, fieldToken: Token): QueryFilterCondition {
    const token = this.peek();
    if (isSymbol(token, '=')) {
      this.index += 1;
      return { field, operator: 'equals', value: this.value() };
    }
    if (isSymbol(token, '>') || isSymbol(token, '<')) {
      this.index += 1;
      return { field, operator: token.source === '>' ? 'greater_than' : 'less_than', value: this.comparable() };
    }
    if (token.kind !== 'word' || isWord(token, 'and', 'or')) this.expected('an operator');
    const keyword = token.source.toLowerCase();
    if (keyword === 'not') this.fail(`Expected an operator after ${described(fieldToken)} at column ${token.column}; "not" goes before the field`, token);
    this.index += 1;
    if (TEXT_OPERATORS.includes(keyword)) return { field, operator: keyword, value: this.text() };
    switch (keyword) {
      case 'exists':
        return { field, operator: 'exists' };
      case 'in':
        return { field, operator: 'in', value: this.list() };
      case 'matches':
        return { field, operator: 'regex', value: this.text() };
      case 'last':
        return this.last(field);
      case 'size':
        return this.size(field);
      case 'count':
        return { field, operator: 'count', count: this.count(token) };
      case 'has':
        return this.has(field, token);
      case 'where':
        if (!isSymbol(this.peek(), '(')) this.expected('"("');
        return { field, operator: 'match', nested: this.innerFilter() };
      default:
        return this.fail(`Unknown operator ${described(token)} at column ${token.column}; the operators are ${OPERATIONS}`, token);
    }
  }

  private value(): Scalar {
    const token = this.peek();
    if (token.kind === 'string' || token.kind === 'number') {
      this.index += 1;
      return token.value;
    }
    if (!isWord(token, 'true', 'false')) this.expected('a value', token.kind === 'word' ? QUOTES_HINT : undefined);
    this.index += 1;
    return token.source.toLowerCase() === 'true';
  }

  private text(): string {
    const token = this.peek();
    if (token.kind !== 'string') this.expected('a quoted text');
    this.index += 1;
    return token.value;
  }

  private comparable(): Value {
    const token = this.peek();
    if (token.kind !== 'string' && token.kind !== 'number') this.expected('a number or a quoted date');
    this.index += 1;
    return token.value;
  }

  private list(): Scalar[] {
    const open = this.peek();
    if (!isSymbol(open, '[')) this.expected('"["');
    this.index += 1;
    const values: Scalar[] = [];
    if (this.take(']')) return values;
    do values.push(this.value());
    while (this.take(','));
    const next = this.peek();
    if (next.kind === 'end') this.missingClose(open);
    if (isSymbol(next, ')')) this.unbalanced(next);
    if (!this.take(']')) this.expected('"," or "]"');
    return values;
  }

  private number(what: string): number {
    const token = this.peek();
    if (token.kind !== 'number') this.expected(what);
    this.index += 1;
    return token.value;
  }

  private last(field: string): QueryFilterCondition {
    const value = this.number('a number');
    const unit = this.peek();
    if (!isWord(unit, 'days', 'day', 'hours', 'hour')) this.expected('"days" or "hours"');
    this.index += 1;
    return { field, operator: isWord(unit, 'days', 'day') ? 'last_days' : 'last_hours', value };
  }

  private size(field: string): QueryFilterCondition {
    const comparison = this.peek();
    if (!isSymbol(comparison, '>') && !isSymbol(comparison, '<')) this.expected('">" or "<"');
    this.index += 1;
    const greater = comparison.source === '>';
    const amount = this.peek();
    const value = this.number('a whole number');
    if (!Number.isInteger(value) || value < (greater ? 0 : 1) || value > 10) {
      this.fail(greater ? QUERY_FILTER_MESSAGES.sizeGreaterRange : QUERY_FILTER_MESSAGES.sizeLessRange, amount);
    }
    return { field, operator: greater ? 'size_greater_than' : 'size_less_than', value };
  }

  /** `= 3`, `> 3`, `< 3` after `count`: without them the expression is invalid (the spec's sentence). */
  private count(keyword: Token): NonNullable<QueryFilterCondition['count']> {
    const comparison = this.peek();
    const operator = comparison.kind === 'symbol' ? COUNT_OPERATORS[comparison.source] : undefined;
    if (!operator) this.fail(QUERY_FILTER_MESSAGES.invalidExpression, keyword);
    this.index += 1;
    const amount = this.peek();
    if (amount.kind !== 'number') this.fail(QUERY_FILTER_MESSAGES.invalidExpression, keyword);
    this.index += 1;
    if (!Number.isInteger(amount.value) || amount.value < 0) this.fail(QUERY_FILTER_MESSAGES.countValue, amount);
    return { operator, count: amount.value };
  }

  private has(field: string, keyword: Token): QueryFilterCondition {
    const next = this.peek();
    let count: QueryFilterCondition['count'];
    if (isWord(next, 'count')) {
      this.index += 1;
      count = this.count(next);
    }
    if (!isSymbol(this.peek(), '(')) this.fail(QUERY_FILTER_MESSAGES.invalidExpression, keyword);
    return { field, operator: 'has', relationship_filter: { relationship: field, value: this.innerFilter() }, ...(count && { count }) };
  }
}

/** The tree a text stands for, in its canonical form, or the first fault in it (see the top of this file). */
export function parseQueryText(text: string): QueryTextResult {
  if (text.length > QUERY_TEXT_MAX_LENGTH) {
    const limit = QUERY_TEXT_MAX_LENGTH.toLocaleString('en-US');
    const error = fault(`The text has ${text.length.toLocaleString('en-US')} characters, at most ${limit}`, QUERY_TEXT_MAX_LENGTH + 1, text.length - QUERY_TEXT_MAX_LENGTH);
    return { ok: false, error };
  }
  try {
    const { tokens, end } = tokenize(text);
    return { ok: true, filter: new Parser(tokens, end).parse() };
  } catch (error) {
    if (error instanceof QueryTextFailure) return { ok: false, error: error.detail };
    throw error;
  }
}
