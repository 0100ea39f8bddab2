import type { DataField } from '@vigil/openapi';
import { describe, expect, it } from 'vitest';
import { carryValue, fieldSections, operatorOptions, valueShape } from './fields';
import { normaliseTree, settleRule } from './normalise';
import type { BuilderGroup, BuilderRule } from './types';

const text = (name: string): DataField => ({ name, title: name, type: 'string', supports_count: false });
const FIELDS: readonly DataField[] = [
  text('name'),
  { name: 'tags', title: 'Tags', type: 'array', items_type: 'string', supports_count: true },
  { name: 'last_seen', title: 'Last Seen', type: 'date', supports_count: false },
  text('hostname'),
  { name: 'cvss', title: 'CVSS', type: 'number', supports_count: false },
  { name: 'is_managed', title: 'Managed', type: 'bool', supports_count: false },
  {
    name: 'network_interfaces',
    title: 'Network Interfaces',
    type: 'array',
    items_type: 'object',
    supports_count: true,
    sub_fields: [text('mac'), text('name')],
  },
  { name: 'installed_software', title: 'Installed Software', type: 'relationship', entity: 'software', supports_count: true },
];
const SOFTWARE: readonly DataField[] = [text('name'), text('vendor')];
const catalog = { entityFields: (entity: string) => (entity === 'software' ? SOFTWARE : undefined) };
const field = (name: string) => FIELDS.find((candidate) => candidate.name === name);

const ids = () => {
  let next = 0;
  return () => {
    next += 1;
    return `n${String(next)}`;
  };
};

const rule = (id: string, name: string, operator: string, value?: unknown, extra: Partial<BuilderRule> = {}): BuilderRule => ({
  id,
  field: name,
  operator,
  value,
  ...extra,
});

describe('fieldSections', () => {
  it('offer the common fields, the entity own fields, then the relationships', () => {
    const sections = fieldSections(FIELDS, { common: 'Common fields', own: 'Device fields', relationships: 'Relationships' });
    expect(sections.map((section) => [section.label, section.options.map((option) => option.name)])).toEqual([
      ['Common fields', ['name', 'tags', 'last_seen']],
      ['Device fields', ['hostname', 'cvss', 'is_managed', 'network_interfaces']],
      ['Relationships', ['installed_software']],
    ]);
  });

  it('leave out empty sections', () => {
    expect(fieldSections(SOFTWARE, { common: 'C', own: 'O', relationships: 'R' }).map((section) => section.label)).toEqual(['C', 'O']);
  });
});

describe('operatorOptions and valueShape', () => {
  it('offer the operators of the field kind with their labels', () => {
    expect(operatorOptions(field('last_seen')).map((option) => option.label)).toEqual([
      'exists',
      'greater than',
      'less than',
      'in the last days',
      'in the last hours',
    ]);
    expect(operatorOptions(field('installed_software')).map((option) => option.name)).toEqual(['has', 'exists']);
  });

  it('keep an operator that does not fit listed, so the row still shows it', () => {
    expect(operatorOptions(field('hostname'), 'match').at(-1)).toEqual({ name: 'match', value: 'match', label: 'has an item where' });
    expect(operatorOptions(undefined, 'equals').map((option) => option.name)).toEqual(['equals']);
  });

  it.each([
    ['hostname', 'exists', 'none'],
    ['hostname', 'equals', 'text'],
    ['cvss', 'equals', 'number'],
    ['is_managed', 'equals', 'bool'],
    ['tags', 'in', 'textList'],
    ['cvss', 'in', 'numberList'],
    ['last_seen', 'greater_than', 'date'],
    ['cvss', 'less_than', 'number'],
    ['last_seen', 'last_days', 'integer'],
    ['tags', 'size_less_than', 'integer'],
    ['tags', 'count', 'count'],
    ['installed_software', 'has', 'relationship'],
    ['network_interfaces', 'match', 'nested'],
  ])('give %s %s a %s editor', (name, operator, shape) => {
    expect(valueShape(field(name), operator)).toBe(shape);
  });

  it('carry a value over to an operator it fits, a text into a list, and start afresh otherwise', () => {
    expect(carryValue('text', 'equals', 'web')).toBe('web');
    expect(carryValue('textList', 'in', 'web')).toEqual(['web']);
    expect(carryValue('text', 'contains', ['a', 'b'])).toBe('a');
    expect(carryValue('integer', 'size_less_than', 'web')).toBe(1);
    expect(carryValue('integer', 'last_days', undefined)).toBe(7);
    expect(carryValue('none', 'exists', 'web')).toBeUndefined();
    expect(carryValue('date', 'greater_than', 'soon')).toBeUndefined();
    expect(carryValue('date', 'less_than', '2025-02-03')).toBe('2025-02-03');
  });
});

describe('settleRule', () => {
  it('give a count row a count, and drop it with the operator', () => {
    const counted = settleRule(rule('a', 'tags', 'count', 'x'), rule('a', 'tags', 'contains', 'x'), field('tags'));
    expect(counted).toEqual({ id: 'a', field: 'tags', operator: 'count', value: undefined, count: { operator: 'above', count: 0 } });
    const back = settleRule({ ...counted, operator: 'contains' }, counted, field('tags'));
    expect(back).toEqual({ id: 'a', field: 'tags', operator: 'contains', value: '' });
  });

  it('give a relationship row an empty filter over the related entity, named for the field', () => {
    const settled = settleRule(rule('a', 'installed_software', 'has'), rule('a', 'hostname', 'exists'), field('installed_software'), ids());
    expect(settled.relationship_filter).toEqual({ relationship: 'installed_software', value: { id: 'n1', combinator: 'and', rules: [] } });
  });

  it('start an object row with its first sub-field, so its group is not empty', () => {
    const settled = settleRule(rule('a', 'network_interfaces', 'match'), rule('a', 'network_interfaces', 'exists'), field('network_interfaces'), ids());
    expect(settled.nested).toEqual({ id: 'n1', combinator: 'and', rules: [{ id: 'n2', field: 'mac', operator: 'exists', value: undefined }] });
  });

  it('keep the not toggle and a fitting value across operators', () => {
    expect(settleRule(rule('a', 'hostname', 'equals', 'web', { not: true }), rule('a', 'hostname', 'contains', 'web'), field('hostname'))).toEqual(
      rule('a', 'hostname', 'equals', 'web', { not: true }),
    );
  });
});

describe('normaliseTree', () => {
  const before: BuilderGroup = {
    id: 'root',
    combinator: 'and',
    rules: [rule('a', 'hostname', 'contains', 'web'), { id: 'g', combinator: 'or', rules: [rule('b', 'cvss', 'greater_than', 7)] }],
  };

  it('return the same tree when nothing needs settling', () => {
    expect(normaliseTree(before, before, FIELDS, catalog)).toBe(before);
  });

  it('move a condition added after a group before the groups', () => {
    const added: BuilderGroup = { ...before, rules: [...before.rules, rule('c', 'name', 'exists')] };
    expect(normaliseTree(added, before, FIELDS, catalog).rules.map((node) => node.id)).toEqual(['a', 'c', 'g']);
  });

  it('settle the rule whose operator changed and leave the others untouched', () => {
    const group = before.rules[1] as BuilderGroup;
    const edited: BuilderGroup = { ...before, rules: [before.rules[0] as BuilderRule, { ...group, rules: [rule('b', 'cvss', 'in', 7)] }] };
    const after = normaliseTree(edited, before, FIELDS, catalog);
    expect(after.rules[0]).toBe(before.rules[0]);
    expect((after.rules[1] as BuilderGroup).rules[0]).toEqual(rule('b', 'cvss', 'in', [7]));
  });

  it('settle rules inside a relationship filter with the related entity fields', () => {
    const has = rule('h', 'installed_software', 'has', undefined, {
      relationship_filter: { relationship: 'installed_software', value: { id: 'i', combinator: 'and', rules: [rule('v', 'vendor', 'contains', 'x')] } },
    });
    const start: BuilderGroup = { id: 'root', combinator: 'and', rules: [has] };
    const edited: BuilderGroup = {
      ...start,
      rules: [{ ...has, relationship_filter: { relationship: 'installed_software', value: { id: 'i', combinator: 'and', rules: [rule('v', 'vendor', 'in', 'x')] } } }],
    };
    const after = normaliseTree(edited, start, FIELDS, catalog);
    expect((after.rules[0] as BuilderRule).relationship_filter?.value?.rules[0]).toEqual(rule('v', 'vendor', 'in', ['x']));
  });
});
