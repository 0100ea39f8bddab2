import { useState } from 'react';

/**
 * The last non-null value seen: a modal keeps showing its content while it closes, after the
 * store has already dropped it.
 */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
