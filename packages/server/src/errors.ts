import type { components } from '@vigil/openapi';

/** The contract's one error shape. */
export type ErrorBody = components['schemas']['Error'];

/** Builds a failed reply's body: status, a sentence for people, and what a particular error adds. */
export const errorBody = (status: number, message: string, extra: Omit<Partial<ErrorBody>, 'status' | 'message'> = {}): ErrorBody => ({
  status,
  message,
  ...extra,
});
