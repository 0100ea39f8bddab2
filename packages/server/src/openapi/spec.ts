import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The parts of an OpenAPI 3.1 document the server reads. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: object;
}

export interface OpenApiOperation {
  operationId: string;
  parameters?: (OpenApiParameter | Ref)[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: object }> } | Ref;
  security?: Record<string, string[]>[];
  responses?: Record<string, OpenApiResponse | Ref>;
  /** What the operation requires of the signed-in user: `signed-in` or `Category.Action`. */
  'x-permission'?: string;
  /** The spec's sentence for a request that does not fit (the 400's `message`; `details` still list the problems). */
  'x-invalid-request-message'?: string;
}

export interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
}

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>> & {
  parameters?: (OpenApiParameter | Ref)[];
  servers?: { url: string }[];
};

export interface OpenApiDocument {
  security?: Record<string, string[]>[];
  paths: Record<string, OpenApiPathItem>;
  components: Record<string, Record<string, unknown>>;
}

export interface Ref {
  $ref: string;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The whole contract in one document (written by `npm run generate:openapi`). */
export function loadSpec(): OpenApiDocument {
  const path = createRequire(import.meta.url).resolve('@vigil/openapi/openapi.json');
  return JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

/** Follows a local `$ref` (`#/components/...`) to the object it names. */
export function resolveRef<T>(doc: OpenApiDocument, value: T | Ref): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value;
  const pointer = value.$ref.replace(/^#\//, '').split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  let target: unknown = doc;
  for (const part of pointer) target = (target as Record<string, unknown> | undefined)?.[part];
  if (target === undefined) throw new Error(`Unresolvable $ref ${value.$ref}`);
  return resolveRef(doc, target as T | Ref);
}
