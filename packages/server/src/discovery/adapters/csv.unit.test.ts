// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capLines, jsonItems, MAX_RECORD_LENGTH } from './csv.js';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

async function* chunks(...parts: string[]): AsyncIterable<string> {
  for (const part of parts) yield part;
}

describe('capLines', () => {
  const long = 'x'.repeat(MAX_RECORD_LENGTH + 1);
  const justShort = 'y'.repeat(MAX_RECORD_LENGTH);

  it('passes short lines on unchanged, however they are cut into chunks', async () => {
    const text = 'a,b\nc,d\r\ne';
    for (let cut = 0; cut <= text.length; cut += 1) {
      expect((await collect(capLines(chunks(text.slice(0, cut), text.slice(cut))))).join('')).toBe(text);
    }
  });

  it('replaces each line over the limit by one marker line, keeping the line count, in one chunk or many', async () => {
    const whole = (await collect(capLines(chunks(`a\n${long}\n${justShort}\nb`)))).join('');
    const pieces = (await collect(capLines(chunks('a\n', long.slice(0, 1000), long.slice(1000), `\n${justShort.slice(0, 5)}`, `${justShort.slice(5)}\nb`)))).join('');
    for (const text of [whole, pieces]) {
      const lines = text.split('\n');
      expect(lines).toHaveLength(4);
      expect(lines[0]).toBe('a');
      expect(lines[1]).toBe('\u0000line over 1 MiB\u0000');
      expect(lines[2]).toBe(justShort);
      expect(lines[3]).toBe('b');
    }
    expect((await collect(capLines(chunks('a\n', long)))).join('')).toBe('a\n\u0000line over 1 MiB\u0000');
  });
});

describe('jsonItems', () => {
  it('finds the items of an array or of a records key, with their lines, strings and nesting taken into account', async () => {
    const errors: unknown[] = [];
    const items = await collect(
      jsonItems(
        chunks('{"records": "x", "a": {"records": [9]},\n "records": [\n {"s": "],\\"}"}, ', '[1, [2]],\n 3 ]}'),
        (error) => errors.push(error),
      ),
    );
    expect(items).toEqual([
      { text: '{"s": "],\\"}"}', line: 3 },
      { text: '[1, [2]]', line: 3 },
      { text: '3', line: 4 },
    ]);
    expect(errors).toEqual([]);
  });
});
