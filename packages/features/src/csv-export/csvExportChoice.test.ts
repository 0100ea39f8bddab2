import { beforeEach, describe, expect, it } from 'vitest';
import { csvExportStorageKey, defaultCsvExportChoice, loadCsvExportChoice, saveCsvExportChoice, type CsvColumn } from './csvExportChoice';

const COLUMNS: CsvColumn<'name' | 'users_count' | 'permissions'>[] = [
  { id: 'name', label: 'Name' },
  { id: 'users_count', label: 'Users' },
  { id: 'permissions', label: 'Permissions' },
];

describe('the remembered CSV export choice', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('starts from every column and the current filter', () => {
    expect(loadCsvExportChoice('roles', 'u1', COLUMNS)).toEqual({ columns: ['name', 'users_count', 'permissions'], scope: 'filtered' });
    expect(defaultCsvExportChoice(COLUMNS)).toEqual(loadCsvExportChoice('roles', 'u1', COLUMNS));
  });

  it('gives back the last choice per list and per user', () => {
    saveCsvExportChoice('roles', 'u1', { columns: ['permissions', 'name'], scope: 'all' });
    expect(loadCsvExportChoice('roles', 'u1', COLUMNS)).toEqual({ columns: ['permissions', 'name'], scope: 'all' });
    expect(loadCsvExportChoice('roles', 'u2', COLUMNS)).toEqual(defaultCsvExportChoice(COLUMNS));
    expect(loadCsvExportChoice('users', 'u1', COLUMNS)).toEqual(defaultCsvExportChoice(COLUMNS));
  });

  it('drops columns that no longer exist and repeats, and ignores what it cannot read', () => {
    localStorage.setItem(csvExportStorageKey('roles', 'u1'), JSON.stringify({ columns: ['gone', 'users_count', 'users_count'], scope: 'all' }));
    expect(loadCsvExportChoice('roles', 'u1', COLUMNS)).toEqual({ columns: ['users_count'], scope: 'all' });
    localStorage.setItem(csvExportStorageKey('roles', 'u1'), JSON.stringify({ columns: ['gone'], scope: 'all' }));
    expect(loadCsvExportChoice('roles', 'u1', COLUMNS)).toEqual(defaultCsvExportChoice(COLUMNS));
    localStorage.setItem(csvExportStorageKey('roles', 'u1'), '{not json');
    expect(loadCsvExportChoice('roles', 'u1', COLUMNS)).toEqual(defaultCsvExportChoice(COLUMNS));
    localStorage.setItem(csvExportStorageKey('roles', 'u1'), JSON.stringify({ columns: ['name'], scope: 'some' }));
    expect(loadCsvExportChoice('roles', 'u1', COLUMNS)).toEqual(defaultCsvExportChoice(COLUMNS));
  });
});
