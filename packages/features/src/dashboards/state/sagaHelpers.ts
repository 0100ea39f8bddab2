import { ApiError } from '@vigil/openapi';
import type { ServerProblem } from './dashboard.slice';

/** The server's sentence for a failed call, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** A 400's details as problems by JSON pointer (for the chart wizard's fields). */
export function serverProblems(error: unknown): ServerProblem[] {
  if (!(error instanceof ApiError)) return [];
  return error.details.map((detail) => ({ pointer: detail.field ?? '', message: detail.message }));
}

/** Hands a file to the user (a download); tests give their own. */
export type SaveFile = (file: Blob, fileName: string) => void;
