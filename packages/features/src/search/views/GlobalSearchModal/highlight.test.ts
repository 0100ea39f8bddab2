import { describe, expect, it } from 'vitest';
import { adapterName, highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every occurrence, whatever the case, and keeps the value as written', () => {
    expect(highlightParts('maria.garcia@acme.example', 'GARCIA')).toEqual([
      { text: 'maria.', match: false },
      { text: 'garcia', match: true },
      { text: '@acme.example', match: false },
    ]);
    expect(highlightParts('aXa', 'a')).toEqual([
      { text: 'a', match: true },
      { text: 'X', match: false },
      { text: 'a', match: true },
    ]);
  });

  it('marks nothing when the text is not there or blank', () => {
    expect(highlightParts('10.0.4.17', '10.1')).toEqual([{ text: '10.0.4.17', match: false }]);
    expect(highlightParts('10.0.4.17', '  ')).toEqual([{ text: '10.0.4.17', match: false }]);
  });
});

describe('adapterName', () => {
  it('drops the _adapter suffix and capitalises the words', () => {
    expect(adapterName('active_directory_adapter')).toBe('Active Directory');
    expect(adapterName('crowdstrike_adapter')).toBe('Crowdstrike');
  });
});
