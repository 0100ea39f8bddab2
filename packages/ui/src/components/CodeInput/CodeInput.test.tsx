import { describe, expect, it } from 'vitest';
import { deleteBackward, insertDigits, sanitizeCode } from './CodeInput';

describe('sanitizeCode', () => {
  it('keeps the first six digits of a paste', () => {
    expect(sanitizeCode('123456789', 6)).toBe('123456');
  });
  it('drops separators and letters', () => {
    expect(sanitizeCode(' 482-913 ', 6)).toBe('482913');
    expect(sanitizeCode('abc', 6)).toBe('');
  });
});

describe('insertDigits', () => {
  it('replaces the digit in the box and moves on', () => {
    expect(insertDigits('1234', 1, '9', 6)).toEqual({ code: '1934', focusIndex: 2 });
  });
  it('puts a digit typed past the end in the first empty box', () => {
    expect(insertDigits('12', 4, '3', 6)).toEqual({ code: '123', focusIndex: 3 });
  });
  it('stays on the last box when the code is full', () => {
    expect(insertDigits('12345', 5, '6', 6)).toEqual({ code: '123456', focusIndex: 5 });
    expect(insertDigits('123456', 5, '7', 6)).toEqual({ code: '123457', focusIndex: 5 });
  });
  it('spreads several digits (autofill) and cuts at the length', () => {
    expect(insertDigits('1', 1, '234567', 6)).toEqual({ code: '123456', focusIndex: 5 });
  });
});

describe('deleteBackward', () => {
  it('clears the digit of a filled box and stays', () => {
    expect(deleteBackward('123', 2)).toEqual({ code: '12', focusIndex: 2 });
  });
  it('goes back from an empty box and clears the previous digit', () => {
    expect(deleteBackward('123', 3)).toEqual({ code: '12', focusIndex: 2 });
  });
  it('does nothing on the first empty box', () => {
    expect(deleteBackward('', 0)).toEqual({ code: '', focusIndex: 0 });
  });
});
