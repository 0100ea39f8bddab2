import type { SyntheticEvent } from 'react';

/** The text of a named field of a submitted form ('' when missing). */
export function fieldText(event: SyntheticEvent<HTMLFormElement>, name: string): string {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value : '';
}
