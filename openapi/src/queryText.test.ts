import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryFilterProblems, type DataField, type QueryFilter, type QueryFilterCondition } from './queryFilter.js';
import { QUERY_TEXT_MAX_LENGTH, canonicalQueryFilter, parseQueryText, printQueryText, type QueryTextError } from './queryText.js';

const group = (operator: 'and' | 'or', conditions: QueryFilterCondition[], groups: QueryFilter[] = [], not?: true): QueryFilter => ({
  operator,
  conditions,
  groups,
  ...(not && { not }),
});
const root = (...conditions: QueryFilterCondition[]): QueryFilter => group('and', conditions);
const exists = (field: string, not?: true): QueryFilterCondition => ({ field, operator: 'exists', ...(not && { not }) });

function parsed(text: string): QueryFilter {
  const result = parseQueryText(text);
  if (!result.ok) throw new Error(`"${text}" did not parse: ${result.error.message}`);
  return result.filter;
}

function failure(text: string): QueryTextError {
  const result = parseQueryText(text);
  if (result.ok) throw new Error(`"${text}" parsed`);
  return result.error;
}

describe('every operator, both ways', () => {
  const cases: [string, QueryFilterCondition][] = [
    ['hostname exists', { field: 'hostname', operator: 'exists' }],
    ['hostname = "web-01"', { field: 'hostname', operator: 'equals', value: 'web-01' }],
    ['cvss = 7.5', { field: 'cvss', operator: 'equals', value: 7.5 }],
    ['cvss = -2', { field: 'cvss', operator: 'equals', value: -2 }],
    ['cvss = 1e+21', { field: 'cvss', operator: 'equals', value: 1e21 }],
    ['is_managed = true', { field: 'is_managed', operator: 'equals', value: true }],
    ['is_managed = false', { field: 'is_managed', operator: 'equals', value: false }],
    ['os_type in ["Windows", "Linux"]', { field: 'os_type', operator: 'in', value: ['Windows', 'Linux'] }],
    ['cvss in [1, 2.5]', { field: 'cvss', operator: 'in', value: [1, 2.5] }],
    ['os_type in []', { field: 'os_type', operator: 'in', value: [] }],
    ['hostname contains "web"', { field: 'hostname', operator: 'contains', value: 'web' }],
    ['hostname starts_with "web"', { field: 'hostname', operator: 'starts_with', value: 'web' }],
    ['hostname ends_with ".corp"', { field: 'hostname', operator: 'ends_with', value: '.corp' }],
    ['hostname matches "^web-\\\\d+$"', { field: 'hostname', operator: 'regex', value: '^web-\\d+$' }],
    ['cvss > 7', { field: 'cvss', operator: 'greater_than', value: 7 }],
    ['cvss < -1.5', { field: 'cvss', operator: 'less_than', value: -1.5 }],
    ['published > "2024-01-01"', { field: 'published', operator: 'greater_than', value: '2024-01-01' }],
    ['last_seen < "2024-01-01T00:00:00Z"', { field: 'last_seen', operator: 'less_than', value: '2024-01-01T00:00:00Z' }],
    ['last_seen last 7 days', { field: 'last_seen', operator: 'last_days', value: 7 }],
    ['last_seen last 1 day', { field: 'last_seen', operator: 'last_days', value: 1 }],
    ['last_seen last 24 hours', { field: 'last_seen', operator: 'last_hours', value: 24 }],
    ['last_seen last 1 hour', { field: 'last_seen', operator: 'last_hours', value: 1 }],
    ['tags size > 0', { field: 'tags', operator: 'size_greater_than', value: 0 }],
    ['tags size < 10', { field: 'tags', operator: 'size_less_than', value: 10 }],
    ['tags count = 3', { field: 'tags', operator: 'count', count: { operator: 'equals', count: 3 } }],
    ['tags count > 0', { field: 'tags', operator: 'count', count: { operator: 'above', count: 0 } }],
    ['tags count < 5', { field: 'tags', operator: 'count', count: { operator: 'below', count: 5 } }],
    [
      'installed_software has (vendor = "Microsoft")',
      { field: 'installed_software', operator: 'has', relationship_filter: { relationship: 'installed_software', value: root({ field: 'vendor', operator: 'equals', value: 'Microsoft' }) } },
    ],
    ['installed_software has ()', { field: 'installed_software', operator: 'has', relationship_filter: { relationship: 'installed_software', value: root() } }],
    [
      'installed_software has count > 2 (vendor = "Microsoft" and product contains "Office")',
      {
        field: 'installed_software',
        operator: 'has',
        count: { operator: 'above', count: 2 },
        relationship_filter: {
          relationship: 'installed_software',
          value: root({ field: 'vendor', operator: 'equals', value: 'Microsoft' }, { field: 'product', operator: 'contains', value: 'Office' }),
        },
      },
    ],
    [
      'network_interfaces where (name = "eth0" and ips size > 1)',
      {
        field: 'network_interfaces',
        operator: 'match',
        nested: root({ field: 'name', operator: 'equals', value: 'eth0' }, { field: 'ips', operator: 'size_greater_than', value: 1 }),
      },
    ],
    ['network_interfaces where ()', { field: 'network_interfaces', operator: 'match', nested: root() }],
    ['not hostname exists', exists('hostname', true)],
    ['"IP address" exists', exists('IP address')],
    ['"not" exists', exists('not')],
    ['"3d_model" exists', exists('3d_model')],
    ['specific_data.data.hostname exists', exists('specific_data.data.hostname')],
    ['count count = 1', { field: 'count', operator: 'count', count: { operator: 'equals', count: 1 } }],
  ];

  it.each(cases)('%s', (text, condition) => {
    expect(parsed(text)).toStrictEqual(root(condition));
    expect(printQueryText(root(condition))).toBe(text);
  });

  it('reads the empty text as the empty filter, and prints it as ""', () => {
    expect(parsed('')).toStrictEqual(root());
    expect(parsed('   ')).toStrictEqual(root());
    expect(printQueryText(root())).toBe('');
  });

  it('reads keywords in any case and whitespace anywhere', () => {
    expect(parsed('NOT a EXISTS AND b = TRUE Or c In [1] AND d Size > 2 and e LAST 3 Days')).toStrictEqual(
      group(
        'or',
        [],
        [
          group('and', [exists('a', true), { field: 'b', operator: 'equals', value: true }]),
          group('and', [
            { field: 'c', operator: 'in', value: [1] },
            { field: 'd', operator: 'size_greater_than', value: 2 },
            { field: 'e', operator: 'last_days', value: 3 },
          ]),
        ],
      ),
    );
    expect(parsed('(a=1)and(b="x")or\tc\u00a0in["y",2]')).toStrictEqual(parsed('(a = 1 and b = "x") or c in ["y", 2]'));
  });

  it('keeps the case of fields', () => {
    expect(parsed('HostName exists')).toStrictEqual(root(exists('HostName')));
  });

  it('reads a field also when it is quoted, and prints it bare when it may be', () => {
    expect(parsed('"hostname" exists')).toStrictEqual(root(exists('hostname')));
    expect(printQueryText(root(exists('and')))).toBe('"and" exists');
    expect(printQueryText(root(exists('OR')))).toBe('"OR" exists');
    expect(printQueryText(root(exists('a"b')))).toBe('"a\\"b" exists');
  });
});

describe('precedence, brackets and not', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((field) => exists(field)) as [QueryFilterCondition, QueryFilterCondition, QueryFilterCondition, QueryFilterCondition];

  it('makes one group of a chain', () => {
    expect(parsed('a exists and b exists and c exists')).toStrictEqual(group('and', [a, b, c]));
    expect(parsed('a exists or b exists or c exists')).toStrictEqual(group('or', [a, b, c]));
  });

  it('binds and tighter than or, and prints the and-group in brackets after the conditions', () => {
    const tree = group('or', [a], [group('and', [b, c])]);
    expect(parsed('a exists or b exists and c exists')).toStrictEqual(tree);
    expect(printQueryText(tree)).toBe('a exists or (b exists and c exists)');
    expect(parsed('a exists and b exists or c exists')).toStrictEqual(group('or', [c], [group('and', [a, b])]));
    expect(printQueryText(parsed('a exists and b exists or c exists'))).toBe('c exists or (a exists and b exists)');
  });

  it('makes a group of brackets around several items, nothing of brackets around one', () => {
    expect(parsed('a exists and (b exists or c exists)')).toStrictEqual(group('and', [a], [group('or', [b, c])]));
    expect(parsed('a exists and (b exists and c exists)')).toStrictEqual(group('and', [a], [group('and', [b, c])]));
    expect(parsed('(a exists)')).toStrictEqual(root(a));
    expect(parsed('((a exists or b exists))')).toStrictEqual(group('or', [a, b]));
    expect(parsed('(a exists) and ((b exists))')).toStrictEqual(group('and', [a, b]));
    expect(parsed('((a exists or b exists)) and (c exists or d exists)')).toStrictEqual(group('and', [], [group('or', [a, b]), group('or', [c, d])]));
  });

  it('negates a condition or a group', () => {
    expect(parsed('not a exists and b exists')).toStrictEqual(group('and', [exists('a', true), b]));
    expect(parsed('not (a exists or b exists)')).toStrictEqual(group('or', [a, b], [], true));
    expect(printQueryText(group('or', [a, b], [], true))).toBe('not (a exists or b exists)');
    const tree = group('and', [a], [group('or', [b, c], [], true)]);
    expect(parsed('a exists and not (b exists or c exists)')).toStrictEqual(tree);
    expect(printQueryText(tree)).toBe('a exists and not (b exists or c exists)');
  });

  it('negates the one item in negated brackets', () => {
    expect(parsed('not (a exists)')).toStrictEqual(root(exists('a', true)));
    expect(parsed('not (not a exists)')).toStrictEqual(root(a));
    expect(parsed('not (not (a exists or b exists))')).toStrictEqual(group('or', [a, b]));
    expect(parsed('not ((a exists or b exists))')).toStrictEqual(group('or', [a, b], [], true));
  });

  it('reads empty brackets as an empty group (which queryFilterProblems refuses but at the top)', () => {
    expect(parsed('()')).toStrictEqual(root());
    expect(parsed('not ()')).toStrictEqual(group('and', [], [], true));
    expect(printQueryText(group('and', [], [], true))).toBe('not ()');
    expect(parsed('a exists and ()')).toStrictEqual(group('and', [a], [root()]));
    expect(printQueryText(group('and', [a], [root()]))).toBe('a exists and ()');
  });

  it('reads filters inside has and where, to any depth', () => {
    const text = 'installed_software has (vulnerabilities has count = 0 (severity = "critical" or not (cvss > 9 and has_exploit = true))) or network_interfaces where (not name exists)';
    const tree = group('or', [
      {
        field: 'installed_software',
        operator: 'has',
        relationship_filter: {
          relationship: 'installed_software',
          value: root({
            field: 'vulnerabilities',
            operator: 'has',
            count: { operator: 'equals', count: 0 },
            relationship_filter: {
              relationship: 'vulnerabilities',
              value: group(
                'or',
                [{ field: 'severity', operator: 'equals', value: 'critical' }],
                [
                  group(
                    'and',
                    [
                      { field: 'cvss', operator: 'greater_than', value: 9 },
                      { field: 'has_exploit', operator: 'equals', value: true },
                    ],
                    [],
                    true,
                  ),
                ],
              ),
            },
          }),
        },
      },
      { field: 'network_interfaces', operator: 'match', nested: root(exists('name', true)) },
    ]);
    expect(parsed(text)).toStrictEqual(tree);
    expect(printQueryText(tree)).toBe(text);
    expect(parsed('installed_software has (not (vendor exists or product exists))')).toStrictEqual(
      root({
        field: 'installed_software',
        operator: 'has',
        relationship_filter: { relationship: 'installed_software', value: group('or', [exists('vendor'), exists('product')], [], true) },
      }),
    );
  });

  it('gives trees that queryFilterProblems accepts', () => {
    const text = (name: string): DataField => ({ name, title: name, type: 'string', supports_count: false });
    const fields: Record<string, DataField[]> = {
      devices: [
        text('hostname'),
        { name: 'tags', title: 'Tags', type: 'array', items_type: 'string', supports_count: true },
        { name: 'last_seen', title: 'Last Seen', type: 'date', supports_count: false },
        { name: 'network_interfaces', title: 'NICs', type: 'array', items_type: 'object', supports_count: true, sub_fields: [text('name')] },
        { name: 'installed_software', title: 'Software', type: 'relationship', entity: 'software', supports_count: true },
      ],
      software: [text('vendor')],
    };
    const filter = parsed(
      'hostname starts_with "web" and not (tags count > 2 or tags size < 3) and last_seen last 7 days and network_interfaces where (name = "eth0") and installed_software has count = 0 (vendor = "Acme")',
    );
    expect(queryFilterProblems({ fields: (entity) => fields[entity] }, 'devices', filter)).toStrictEqual([]);
  });
});

describe('strings', () => {
  it('reads and writes the escapes', () => {
    const value = 'say "hi" \\ there\n\t\r 100% a_b é 日本 😀';
    const text = 'x = "say \\"hi\\" \\\\ there\\n\\t\\r 100% a_b é 日本 😀"';
    expect(printQueryText(root({ field: 'x', operator: 'equals', value }))).toBe(text);
    expect(parsed(text)).toStrictEqual(root({ field: 'x', operator: 'equals', value }));
  });

  it('writes invisible characters as \\u escapes and reads them back', () => {
    const value = '\u0000\u007f\u202e\u2028\u200b\ud800';
    const text = 'x = "\\u0000\\u007f\\u202e\\u2028\\u200b\\ud800"';
    expect(printQueryText(root({ field: 'x', operator: 'equals', value }))).toBe(text);
    expect(parsed(text)).toStrictEqual(root({ field: 'x', operator: 'equals', value }));
    expect(parsed('x = "\\u00E9"')).toStrictEqual(root({ field: 'x', operator: 'equals', value: 'é' }));
  });

  it('keeps -0 apart from 0', () => {
    const filter = root({ field: 'x', operator: 'equals', value: -0 });
    expect(printQueryText(filter)).toBe('x = -0');
    expect(Object.is((parsed('x = -0').conditions[0]?.value), -0)).toBe(true);
  });
});

describe('errors', () => {
  const errors: [string, string, number, number][] = [
    // Two expressions side by side.
    ['a = 1 b = 2', 'Logical operator is needed to add expression to the filter', 7, 1],
    ['hostname exists (os_type exists)', 'Logical operator is needed to add expression to the filter', 17, 1],
    ['a exists not b exists', 'Logical operator is needed to add expression to the filter', 10, 3],
    ['a = "x" "b" exists', 'Logical operator is needed to add expression to the filter', 9, 3],
    ['a = 1 b = "unterminated', 'Logical operator is needed to add expression to the filter', 7, 1],
    // Brackets.
    ['(a exists', 'Missing closing bracket for the one at column 1', 1, 1],
    ['a exists and (b exists or (c exists)', 'Missing closing bracket for the one at column 14', 14, 1],
    ['x has (a exists', 'Missing closing bracket for the one at column 7', 7, 1],
    ['a exists)', 'Unbalanced bracket at column 9', 9, 1],
    [')', 'Unbalanced bracket at column 1', 1, 1],
    ['a exists]', 'Unbalanced bracket at column 9', 9, 1],
    ['(a exists]', 'Unbalanced bracket at column 10', 10, 1],
    ['a in ["x")', 'Unbalanced bracket at column 10', 10, 1],
    ['a in ["x"', 'Missing closing bracket for the one at column 6', 6, 1],
    // The spec's sentences.
    ['installed_software has', 'Invalid expression', 20, 3],
    ['installed_software has count > 2', 'Invalid expression', 20, 3],
    ['installed_software has vendor = "x"', 'Invalid expression', 20, 3],
    ['installed_software has count (a exists)', 'Invalid expression', 24, 5],
    ['tags count', 'Invalid expression', 6, 5],
    ['tags count >', 'Invalid expression', 6, 5],
    ['tags count > "3"', 'Invalid expression', 6, 5],
    ['tags count 3', 'Invalid expression', 6, 5],
    ['tags count = 1.5', 'The count must be a whole number of at least 0', 14, 3],
    ['tags count = -1', 'The count must be a whole number of at least 0', 14, 2],
    ['tags size > 11', 'Value must be between 0 to 10', 13, 2],
    ['tags size > -1', 'Value must be between 0 to 10', 13, 2],
    ['tags size > 2.5', 'Value must be between 0 to 10', 13, 3],
    ['tags size < 0', 'Value must be between 1 to 10', 13, 1],
    ['tags size < 11', 'Value must be between 1 to 10', 13, 2],
    // What was expected, and where.
    ['hostname', 'Expected an operator after "hostname" at column 9', 9, 0],
    ['(hostname)', 'Expected an operator after "hostname" at column 10', 10, 1],
    ['hostname 5', 'Expected an operator after "hostname" at column 10', 10, 1],
    ['hostname and os exists', 'Expected an operator after "hostname" at column 10', 10, 3],
    [
      'hostname equals "x"',
      'Unknown operator "equals" at column 10; the operators are exists, =, in, contains, starts_with, ends_with, matches, >, <, last, size, count, has or where',
      10,
      6,
    ],
    ['hostname not exists', 'Expected an operator after "hostname" at column 10; "not" goes before the field', 10, 3],
    ['hostname =', 'Expected a value after "=" at column 11', 11, 0],
    ['hostname = abc', 'Expected a value after "=" at column 12; texts go in double quotes', 12, 3],
    ['hostname contains 5', 'Expected a quoted text after "contains" at column 19', 19, 1],
    ['hostname matches', 'Expected a quoted text after "matches" at column 17', 17, 0],
    ['cvss > true', 'Expected a number or a quoted date after ">" at column 8', 8, 4],
    ['os in "x"', 'Expected "[" after "in" at column 7', 7, 3],
    ['os in ["a" "b"]', 'Expected "," or "]" after "a" at column 12', 12, 3],
    ['os in ["a",]', 'Expected a value after "," at column 12', 12, 1],
    ['last_seen last days', 'Expected a number after "last" at column 16', 16, 4],
    ['last_seen last 7', 'Expected "days" or "hours" after "7" at column 17', 17, 0],
    ['last_seen last 7 weeks', 'Expected "days" or "hours" after "7" at column 18', 18, 5],
    ['tags size 3', 'Expected ">" or "<" after "size" at column 11', 11, 1],
    ['tags size >', 'Expected a whole number after ">" at column 12', 12, 0],
    ['network_interfaces where name = "x"', 'Expected "(" after "where" at column 26', 26, 4],
    ['a exists and', 'Expected a field, "not" or "(" after "and" at column 13', 13, 0],
    ['a exists or or b exists', 'Expected a field, "not" or "(" after "or" at column 13', 13, 2],
    ['and a exists', 'Expected a field, "not" or "(" at column 1', 1, 3],
    ['= 5', 'Expected a field, "not" or "(" at column 1', 1, 1],
    ['not = 1', 'Expected a field or "(" after "not" at column 5', 5, 1],
    ['not not a exists', 'Expected a field or "(" after "not" at column 5', 5, 3],
    ['a exists 5', 'Expected "and" or "or" after "exists" at column 10', 10, 1],
    ['a = 1 = 2', 'Expected "and" or "or" after "1" at column 7', 7, 1],
    ['(a exists 5)', 'Expected "and", "or" or ")" after "exists" at column 11', 11, 1],
    // Tokens.
    ['hostname = "abc', 'Missing closing quote for the text at column 12', 12, 4],
    ['hostname = "abc\\', 'Missing closing quote for the text at column 12', 12, 5],
    ["hostname = 'abc'", 'Unexpected character "\'" at column 12; texts go in double quotes', 12, 1],
    ['hostname != "x"', 'Unexpected character "!" at column 10; write not before the field to negate it', 10, 1],
    ['a exists && b exists', 'Unexpected character "&" at column 10; write and', 10, 1],
    ['a exists || b exists', 'Unexpected character "|" at column 10; write or', 10, 1],
    ['a = 😀', 'Unexpected character "😀" at column 5', 5, 2],
    ['a = \u0007', 'Unexpected character "\\u0007" at column 5', 5, 1],
    ['x = 5abc', 'Invalid number "5abc" at column 5', 5, 4],
    ['x = 1.2.3', 'Invalid number "1.2.3" at column 5', 5, 5],
    ['x = -', 'Unexpected character "-" at column 5', 5, 1],
    ['x = 1e999', 'The number at column 5 is too large', 5, 5],
    ['x = "a\\qb"', 'Unknown escape "\\q" at column 7; a backslash is written \\\\', 7, 2],
    ['x = "\\u12"', 'Unknown escape "\\u12" at column 6; a backslash is written \\\\', 6, 4],
  ];

  it.each(errors)('%s', (text, message, column, length) => {
    expect(failure(text)).toStrictEqual({ message, column, length });
  });

  it('names the longest brackets it reads', () => {
    const deep = (levels: number) => `${'a exists and ('.repeat(levels - 1)}a exists and b exists${')'.repeat(levels - 1)}`;
    expect(parsed(deep(10)).groups).toHaveLength(1);
    // The eleventh level opens at the tenth bracket, 14 characters a level.
    expect(failure(deep(11))).toStrictEqual({ message: 'Filters nest at most 10 levels deep: the group at column 140 is on level 11', column: 140, length: 1 });
    // A group made of an and-chain inside brackets starts at its first condition.
    expect(failure(`${'a exists and ('.repeat(9)}a exists or b exists and c exists${')'.repeat(9)}`)).toMatchObject({ column: 139 });
  });

  it('counts the levels of has and where, and not the brackets that are only brackets', () => {
    const chain = (levels: number) => `${'x has (not (a exists or '.repeat(levels - 1)}a exists${'))'.repeat(levels - 1)}`;
    expect(parsed(chain(10))).toBeDefined();
    // The tenth has opens the eleventh level, 24 characters a level.
    expect(failure(chain(11)).message).toBe('Filters nest at most 10 levels deep: the group at column 223 is on level 11');
    expect(parsed(`${'('.repeat(20)}a exists${')'.repeat(20)}`)).toStrictEqual(root(exists('a')));
    expect(failure(`${'('.repeat(21)}a exists${')'.repeat(21)}`)).toStrictEqual({ message: 'Too many nested brackets at column 21: at most 20', column: 21, length: 1 });
  });

  it('refuses long texts and deep brackets without running out of stack', () => {
    expect(failure('('.repeat(QUERY_TEXT_MAX_LENGTH))).toMatchObject({ column: 21 });
    expect(failure('not ('.repeat(4000))).toMatchObject({ message: 'Too many nested brackets at column 105: at most 20' });
    const long = `${'a exists and '.repeat(1537)}a exists`;
    expect(long.length).toBeLessThanOrEqual(QUERY_TEXT_MAX_LENGTH);
    expect(parsed(long).conditions).toHaveLength(1538);
    expect(failure('a'.repeat(QUERY_TEXT_MAX_LENGTH + 1))).toStrictEqual({ message: 'The text has 20,001 characters, at most 20,000', column: 20_001, length: 1 });
  });
});

describe('the printer', () => {
  it('prints the parts a condition has, so that parsing says what is missing', () => {
    const cases: [QueryFilterCondition, string, string][] = [
      [{ field: 'hostname', operator: 'equals' }, 'hostname =', 'Expected a value after "=" at column 11'],
      [{ field: 'hostname', operator: 'equals', value: null }, 'hostname =', 'Expected a value after "=" at column 11'],
      [{ field: 'tags', operator: 'count' }, 'tags count', 'Invalid expression'],
      [{ field: 'tags', operator: 'count', count: { operator: 'above' } }, 'tags count >', 'Invalid expression'],
      [{ field: 'sw', operator: 'has' }, 'sw has', 'Invalid expression'],
      [{ field: 'nics', operator: 'match' }, 'nics where', 'Expected "(" after "where" at column 11'],
      [{ field: 'hostname', operator: 'like', value: 'x' }, 'hostname like "x"', 'Unknown operator "like" at column 10'],
      [{ field: 'hostname', operator: 'contains', value: 5 }, 'hostname contains 5', 'Expected a quoted text after "contains" at column 19'],
      [{ field: 'cvss', operator: 'equals', value: Number.NaN }, 'cvss = NaN', 'Expected a value after "=" at column 8'],
    ];
    for (const [condition, text, message] of cases) {
      expect(printQueryText(root(condition))).toBe(text);
      expect(failure(text).message).toContain(message);
    }
  });

  it('prints a group holding one item like its item', () => {
    expect(printQueryText(group('or', [exists('a')]))).toBe('a exists');
    expect(printQueryText(group('and', [exists('a')], [group('or', [exists('b')])]))).toBe('a exists and (b exists)');
    expect(printQueryText(group('and', [], [group('or', [exists('a'), exists('b')])]))).toBe('(a exists or b exists)');
  });
});

describe('canonicalQueryFilter', () => {
  it('writes each tree the one way parsing gives it', () => {
    const a = exists('a');
    const b = exists('b');
    expect(canonicalQueryFilter(group('or', [a]))).toStrictEqual(root(a));
    expect(canonicalQueryFilter(group('and', [a], [], true))).toStrictEqual(root(exists('a', true)));
    expect(canonicalQueryFilter(group('and', [], [group('or', [a, b], [], true)], true))).toStrictEqual(group('or', [a, b]));
    expect(canonicalQueryFilter(group('or', [], [group('and', [b]), group('and', [], [group('or', [a])])]))).toStrictEqual(group('or', [b, a]));
    expect(canonicalQueryFilter({ operator: 'and', not: false, conditions: [{ field: 'a', operator: 'exists', value: null, not: false }], groups: [] })).toStrictEqual(root(a));
    expect(canonicalQueryFilter(group('and', [], [root()]))).toStrictEqual(root());
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const FIELDS = ['hostname', 'os.type', 'tags', 'count', 'True', 'IP address', 'not', 'ünï', 'a"b\\c'];
const SPECIAL_CHARACTERS = ['"', '\\', '%', '_', ' ', 'é', '日', '😀', '\n', '\t', '\u0000', '\u007f', '\u202e', '\u2028', '\ud800', '\udc00', 'a', 'Z', '1'];

const field = fc.constantFrom(...FIELDS);
const text = fc.oneof(fc.string({ unit: fc.constantFrom(...SPECIAL_CHARACTERS), maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ maxLength: 12 }));
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const scalar = fc.oneof(text, number, fc.boolean());
const count = fc.record({ operator: fc.constantFrom('equals' as const, 'above' as const, 'below' as const), count: fc.oneof(fc.nat(), fc.constant(-0)) });
const not = fc.constantFrom<{ not?: boolean }>({}, { not: true }, { not: false });

/** Well-formed trees (not all canonical) of at most `depth` levels, with every operator. */
function tree(depth: number): fc.Arbitrary<QueryFilter> {
  return fc
    .tuple(
      fc.record({
        operator: fc.constantFrom('and' as const, 'or' as const),
        conditions: fc.array(condition(depth), { maxLength: 3 }),
        groups: depth > 1 ? fc.array(tree(depth - 1), { maxLength: 2 }) : fc.constant<QueryFilter[]>([]),
      }),
      not,
    )
    .map(([group, negation]) => ({ ...group, ...negation }));
}

function condition(depth: number): fc.Arbitrary<QueryFilterCondition> {
  const operations: fc.Arbitrary<QueryFilterCondition>[] = [
    fc.record({ field, operator: fc.constant('exists') }),
    fc.record({ field, operator: fc.constant('exists'), value: fc.constant(null) }),
    fc.record({ field, operator: fc.constant('equals'), value: scalar }),
    fc.record({ field, operator: fc.constant('in'), value: fc.array(scalar, { maxLength: 3 }) }),
    fc.record({ field, operator: fc.constantFrom('contains', 'starts_with', 'ends_with', 'regex'), value: text }),
    fc.record({ field, operator: fc.constantFrom('greater_than', 'less_than'), value: fc.oneof(number, text) }),
    fc.record({ field, operator: fc.constantFrom('last_days', 'last_hours'), value: number }),
    fc.record({ field, operator: fc.constant('size_greater_than'), value: fc.integer({ min: 0, max: 10 }) }),
    fc.record({ field, operator: fc.constant('size_less_than'), value: fc.integer({ min: 1, max: 10 }) }),
    fc.record({ field, operator: fc.constant('count'), count }),
  ];
  if (depth > 1) {
    operations.push(
      fc
        .record({ field, value: tree(depth - 1), count: fc.option(count, { nil: undefined }) })
        .map(({ field, value, count }) => ({ field, operator: 'has', relationship_filter: { relationship: field, value }, ...(count && { count }) })),
      fc.record({ field, operator: fc.constant('match'), nested: tree(depth - 1) }),
    );
  }
  return fc.tuple(fc.oneof(...operations), not).map(([operation, negation]) => ({ ...operation, ...negation }));
}

/** Fragments of the grammar, to make garbage that gets far into the parser. */
const FRAGMENTS = ['(', ')', '[', ']', ',', '=', '>', '<', 'not', 'and', 'or', 'a', '"x"', '"\\', '5', '-1.5', 'in', 'has', 'count', 'where', 'size', 'last', 'days', 'exists', 'true', '😀', '\\u', ' '];
const garbage = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }), fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }).map((parts) => parts.join(' ')));

describe('properties', () => {
  it('parses the text of a well-formed tree back into its canonical form, which is the tree itself when canonical', () => {
    fc.assert(
      fc.property(tree(4), (filter) => {
        const canonical = canonicalQueryFilter(filter);
        expect(parsed(printQueryText(filter))).toStrictEqual(canonical);
        expect(canonicalQueryFilter(canonical)).toStrictEqual(canonical);
        expect(parsed(printQueryText(canonical))).toStrictEqual(canonical);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the meaning of a tree in its canonical form, whatever each condition holds', () => {
    // Each condition is true or false by a hash of its parts and a seed; has and where also hold by their filter.
    const holds = (text: string): boolean => {
      let hash = 2_166_136_261;
      for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16_777_619);
      return hash % 2 === 0;
    };
    const matches = (filter: QueryFilter, seed: number): boolean => {
      const items = [...filter.conditions.map((condition) => meets(condition, seed)), ...filter.groups.map((group) => matches(group, seed))];
      const result = filter.operator === 'and' ? items.every(Boolean) : items.length === 0 || items.some(Boolean);
      return result !== (filter.not === true);
    };
    const meets = (condition: QueryFilterCondition, seed: number): boolean => {
      const inner = condition.nested ?? condition.relationship_filter?.value;
      const own = holds(JSON.stringify([seed, condition.field, condition.operator, condition.value ?? null, condition.count ?? null]));
      return (inner ? own !== matches(inner, seed + 1) : own) !== (condition.not === true);
    };
    fc.assert(
      fc.property(tree(4), fc.integer(), (filter, seed) => {
        expect(matches(canonicalQueryFilter(filter), seed)).toBe(matches(filter, seed));
      }),
      { numRuns: 300 },
    );
  });

  it('prints a parsed text the same way twice', () => {
    fc.assert(
      fc.property(tree(4), (filter) => {
        const once = printQueryText(parsed(printQueryText(filter)));
        expect(printQueryText(parsed(once))).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('always answers garbage with a result, its fault inside the text', () => {
    fc.assert(
      fc.property(garbage, (input) => {
        const result = parseQueryText(input);
        if (result.ok) {
          const once = printQueryText(result.filter);
          expect(parsed(once)).toStrictEqual(result.filter);
          expect(printQueryText(parsed(once))).toBe(once);
        } else {
          expect(result.error.message).not.toBe('');
          expect(result.error.column).toBeGreaterThanOrEqual(1);
          expect(result.error.length).toBeGreaterThanOrEqual(0);
          expect(result.error.column + result.error.length).toBeLessThanOrEqual(input.length + 1);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
