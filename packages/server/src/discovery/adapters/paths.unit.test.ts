// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePath, valueAt } from './paths.js';
import { compilePath, fieldSources, fieldValue, itemRecord } from './records.js';
import { AdapterError } from './types.js';

describe('paths', () => {
  it('reads $, dotted names, indexes and quoted names, with or without the $', () => {
    expect(parsePath('$')).toEqual([]);
    expect(parsePath('$.data.items')).toEqual(['data', 'items']);
    expect(parsePath('data.items')).toEqual(['data', 'items']);
    expect(parsePath('a[0].b')).toEqual(['a', 0, 'b']);
    expect(parsePath('$[2]')).toEqual([2]);
    expect(parsePath("$['a b'].c")).toEqual(['a b', 'c']);
  });

  it('refuses what is not such a path', () => {
    for (const text of ['', '$..a', 'a.', '$a', 'a[x]', 'a[0', '$.a[*]']) expect(parsePath(text), text).toBeUndefined();
    expect(() => compilePath('records path', '$..a')).toThrow(AdapterError);
    // A plain key with spaces is a path of that key.
    expect(compilePath('path', 'Host Name')).toEqual(['Host Name']);
  });

  it('finds values, and nothing where a step is missing or of the wrong kind', () => {
    const value = { a: [{ b: 1 }, { b: 2 }], c: { d: null } };
    expect(valueAt(value, ['a', 1, 'b'])).toBe(2);
    expect(valueAt(value, [])).toBe(value);
    expect(valueAt(value, ['a', 5, 'b'])).toBeUndefined();
    expect(valueAt(value, ['a', 'b'])).toBeUndefined();
    expect(valueAt(value, ['c', 0])).toBeUndefined();
    expect(valueAt(value, ['toString'])).toBeUndefined();
    expect(valueAt(value, ['c', 'd', 'e'])).toBeUndefined();
  });
});

describe('field values', () => {
  it('splits MAC and IP lists, reads booleans, trims texts and drops empty values', () => {
    expect(fieldValue('macs', 'aa:01; bb:02,cc:03')).toEqual(['aa:01', 'bb:02', 'cc:03']);
    expect(fieldValue('ips', ['10.0.0.1', '10.0.0.2;10.0.0.3'])).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
    expect(fieldValue('ips', ' ; ')).toBeUndefined();
    expect(['true', 'Yes', '1', 1, true].map((v) => fieldValue('is_admin', v))).toEqual([true, true, true, true, true]);
    expect(['false', 'NO', '0', 0, false].map((v) => fieldValue('is_enabled', v))).toEqual([false, false, false, false, false]);
    expect(fieldValue('is_enabled', 'maybe')).toBeInstanceOf(Error);
    expect(fieldValue('hostname', '  ws-01 ')).toBe('ws-01');
    expect(fieldValue('serial', 42)).toBe('42');
    expect(fieldValue('serial', '')).toBeUndefined();
    expect(fieldValue('serial', { a: 1 })).toBeInstanceOf(Error);
  });

  it('maps fields to sources, refusing a field the asset type lacks', () => {
    expect(fieldSources('users', { mapping: { username: 'Login' } }).get('username')).toBe('Login');
    expect(fieldSources('users', {}).get('mail')).toBe('mail');
    expect(() => fieldSources('users', { mapping: { hostname: 'Host' } })).toThrow(/^The mapping names “hostname”, which is not a field of users \(username, mail,/);
  });

  it('makes a record of an item, named by its identity field', () => {
    const paths = new Map([
      ['hostname', ['name']],
      ['serial', ['hw', 'serial']],
    ]);
    expect(itemRecord('devices', { id: 7, name: 'ws-01', hw: { serial: 'S1' } }, { path: ['id'], label: 'id' }, paths)).toEqual({
      entity: 'devices',
      id: '7',
      name: 'ws-01',
      fields: { hostname: 'ws-01', serial: 'S1' },
    });
    expect(itemRecord('devices', { id: 7 }, { path: ['id'], label: 'id' }, paths)).toEqual({ entity: 'devices', id: '7', name: '7', fields: {} });
    expect(itemRecord('devices', { name: 'x' }, { path: ['id'], label: 'id' }, paths)).toBe('has no id');
    expect(itemRecord('devices', [1], { path: ['id'], label: 'id' }, paths)).toBe('is not an object');
  });
});
