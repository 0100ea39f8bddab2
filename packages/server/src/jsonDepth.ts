import type { FastifyInstance } from 'fastify';

/** Deepest nesting of objects and arrays a request body may have; the deepest the contract allows (a filter of 10 levels) is far below. */
export const MAX_JSON_DEPTH = 100;

/** The nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/**
 * JSON bodies are parsed as Fastify does, after a depth check: a body nested thousands of levels
 * deep would overflow the stack of the validator's recursion (a 500) instead of getting its 400.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(Object.assign(new Error(`The request body nests deeper than ${String(MAX_JSON_DEPTH)} levels`), { statusCode: 400 }), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
