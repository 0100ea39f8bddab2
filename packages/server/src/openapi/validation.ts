import type { components } from '@vigil/openapi';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { problemText } from './problemText.js';
import {
  HTTP_METHODS,
  resolveRef,
  type HttpMethod,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
  type OpenApiPathItem,
} from './spec.js';

// ajv-formats is CommonJS: its default export arrives as the module object under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const SPEC_ID = 'https://vigil.invalid/openapi.json';

/** What failed in a request, for the 400 reply's `details` (the contract's ErrorDetail, with its field). */
export type RequestProblem = Required<components['schemas']['ErrorDetail']>;

/** What is wrong with a request: no problems when it fits. */
export interface RequestCheck {
  problems: RequestProblem[];
  /** The spec's own sentence for the first problem that has one (`x-required-message`), for the reply's message. */
  specMessage?: string;
}

/** Checks one operation's parameters and body. */
export interface OperationValidator {
  /** Query and path values come back coerced to the spec's types (numbers, booleans, arrays). */
  check(input: { params: unknown; query: unknown; body: unknown; hasBody: boolean }): RequestCheck;
}

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    // Errors carry their schema, for `x-required-message`.
    verbose: true,
    // OpenAPI's own keywords are annotations here.
    keywords: ['example', 'discriminator', 'xml', 'externalDocs'],
  });
  addFormats(ajv);
  return ajv;
}

interface FieldSchema {
  properties?: Record<string, FieldSchema | undefined>;
  'x-required-message'?: string;
  'x-limit-message'?: string;
}

/**
 * The spec's sentence for a field that is missing, empty or not of its type, when the contract
 * gives one on the field's schema (`x-required-message`, e.g. 'username is a required field', also
 * for an empty list that needs an item),
 * and for a list over its limit (`x-limit-message`, e.g. 'A line chart allows at most 6 queries.').
 */
function specMessageOf(error: ErrorObject): string | undefined {
  const schema = error.parentSchema as FieldSchema | undefined;
  if (error.keyword === 'required') return schema?.properties?.[String((error.params as { missingProperty?: unknown }).missingProperty)]?.['x-required-message'];
  if (error.keyword === 'maxItems') return schema?.['x-limit-message'];
  return error.keyword === 'type' || error.keyword === 'minLength' || error.keyword === 'minItems' ? schema?.['x-required-message'] : undefined;
}

interface Discriminated {
  discriminator?: { propertyName?: string; mapping?: Record<string, string> };
}

/**
 * The problems of a value that fails a discriminated oneOf (a date range: absolute, relative or
 * dynamic, told by its `type`) as those of the branch its discriminator names, not of every
 * branch ('date_from is required' for a relative range whose count is 0); a value naming no
 * branch is told that its discriminator is missing or not one of the branches'.
 */
function narrowDiscriminated(ajv: Ajv2020, errors: ErrorObject[] | null | undefined): ErrorObject[] {
  let narrowed = [...(errors ?? [])];
  for (const error of errors ?? []) {
    const { discriminator } = (error.parentSchema ?? {}) as Discriminated;
    const name = discriminator?.propertyName;
    const data: unknown = error.data;
    if (error.keyword !== 'oneOf' || !name || typeof data !== 'object' || data === null || Array.isArray(data)) continue;
    const at = error.instancePath;
    const others = narrowed.filter((e) => e.instancePath !== at && !e.instancePath.startsWith(`${at}/`));
    const value = (data as Record<string, unknown>)[name];
    const ref = typeof value === 'string' ? discriminator.mapping?.[value] : undefined;
    const branch = ref ? ajv.getSchema(`${SPEC_ID}${ref}`) : undefined;
    if (branch && !branch(data)) {
      narrowed = [...others, ...(branch.errors ?? []).map((e) => ({ ...e, instancePath: `${at}${e.instancePath}` }))];
    } else if (!branch) {
      const told =
        value === undefined
          ? { ...error, keyword: 'required', params: { missingProperty: name } }
          : { ...error, instancePath: `${at}/${name}`, keyword: 'enum', params: { allowedValues: Object.keys(discriminator.mapping ?? {}) } };
      narrowed = [...others, told];
    }
  }
  return narrowed;
}

function describe(errors: ErrorObject[] | null | undefined, where: string): (RequestProblem & { spec: boolean })[] {
  return (errors ?? []).map((error) => {
    const missing = error.keyword === 'required' ? `/${String((error.params as { missingProperty?: unknown }).missingProperty)}` : '';
    const extra = error.keyword === 'additionalProperties' ? `/${String((error.params as { additionalProperty?: unknown }).additionalProperty)}` : '';
    const field = `${where}${error.instancePath}${missing}${extra}`;
    const specMessage = specMessageOf(error);
    const message = specMessage ?? problemText(error);
    return { field, message, spec: specMessage !== undefined };
  });
}

/**
 * Request validators for every operation of the contract: path and query parameters (coerced from
 * strings to the spec's types) and JSON or form bodies (not coerced). Each operation's schemas are
 * compiled at its first request, once: compiling all of them took about a second of every start,
 * which every test server paid for the few operations it calls.
 */
export function compileValidators(doc: OpenApiDocument): Map<OpenApiOperation, OperationValidator> {
  const coercing = makeAjv(true);
  const strict = makeAjv(false);
  for (const ajv of [coercing, strict]) ajv.addSchema({ $id: SPEC_ID, components: doc.components });
  const validators = new Map<OpenApiOperation, OperationValidator>();

  for (const pathItem of Object.values(doc.paths)) {
    for (const [, operation] of operationsOf(pathItem)) {
      // An operation's parameter overrides the path's of the same name and place (OpenAPI 3).
      const byPlace = new Map(
        [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolveRef<OpenApiParameter>(doc, p)).map((p) => [`${p.in}:${p.name}`, p] as const),
      );
      const parameters = [...byPlace.values()];
      const body = operation.requestBody ? resolveRef(doc, operation.requestBody) : undefined;
      // Form bodies (the SAML assertion consumer's) arrive parsed into an object of strings.
      const bodySchema = (body?.content['application/json'] ?? body?.content['application/x-www-form-urlencoded'])?.schema;
      let compiled: { checkParams: ValidateFunction; checkQuery: ValidateFunction; checkBody: ValidateFunction | undefined; branches: ValidateFunction[] | undefined } | undefined;
      const compile = () =>
        (compiled ??= {
          checkParams: coercing.compile(objectSchema(parameters.filter((p) => p.in === 'path'))),
          checkQuery: coercing.compile(objectSchema(parameters.filter((p) => p.in === 'query'))),
          checkBody: bodySchema ? strict.compile(rewriteRefs(bodySchema)) : undefined,
          branches: bodySchema && resolveRef<{ oneOf?: unknown[] }>(doc, bodySchema).oneOf?.map((branch) => strict.compile(rewriteRefs(branch))),
        });
      // A body that is one of several schemas is told the problems of the schema it comes closest to, not of all.
      const bodyProblems = (branches: ValidateFunction[] | undefined, value: unknown, errors: ErrorObject[] | null | undefined) => {
        const closest = (branches ?? [])
          .map((branch) => (branch(value) ? [] : describe(narrowDiscriminated(strict, branch.errors), 'body')))
          .filter((problems) => problems.length > 0)
          .sort((a, b) => a.length - b.length)[0];
        return branches?.length && closest ? closest : describe(narrowDiscriminated(strict, errors), 'body');
      };

      validators.set(operation, {
        check({ params, query, body: value, hasBody }) {
          const { checkParams, checkQuery, checkBody, branches } = compile();
          const found: ReturnType<typeof describe> = [];
          if (!checkParams(params)) found.push(...describe(checkParams.errors, 'path'));
          if (!checkQuery(query ?? {})) found.push(...describe(checkQuery.errors, 'query'));
          if (body?.required && !hasBody) found.push({ field: 'body', message: 'is required', spec: false });
          else if (hasBody && checkBody && !checkBody(value)) found.push(...bodyProblems(branches, value, checkBody.errors));
          if (found.length === 0) {
            const nul = [...nulCharacters(params, 'path'), ...nulCharacters(query, 'query'), ...(hasBody ? nulCharacters(value, 'body') : [])];
            found.push(...nul.map((problem) => ({ ...problem, spec: false })));
          }
          const specMessage = found.find((problem) => problem.spec)?.message;
          return { problems: found.map(({ field, message }) => ({ field, message })), ...(specMessage !== undefined && { specMessage }) };
        },
      });
    }
  }
  return validators;
}

/**
 * Where a request carries U+0000 in a text or a field name. PostgreSQL stores it neither in text
 * nor in jsonb, so such a request would fail in the database: it is refused up front instead.
 * Walked without recursion (a body may nest thousands of levels); a field's path is spelled out
 * only for a problem.
 */
export function nulCharacters(root: unknown, where: string): RequestProblem[] {
  interface Step {
    value: unknown;
    key: string;
    parent: Step | undefined;
  }
  const pathOf = (step: Step): string => {
    const keys: string[] = [];
    for (let at: Step | undefined = step; at; at = at.parent) keys.unshift(at.key);
    return keys.join('/');
  };
  const problems: RequestProblem[] = [];
  const pending: Step[] = [{ value: root, key: where, parent: undefined }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) problems.push({ field: pathOf(step), message: 'must not contain the NUL character' });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) problems.push({ field: pathOf(step), message: 'must not have a field name with the NUL character' });
        else pending.push({ value: item, key, parent: step });
      }
    }
  }
  return problems;
}

/** Checks a reply against the contract: its status must be declared, and a JSON body must fit its schema. */
export type ReplyChecker = (operation: OpenApiOperation, status: number, body: unknown) => string[];

/** Reply checks for tests and development; each schema is compiled the first time it is needed. */
export function compileReplyChecker(doc: OpenApiDocument): ReplyChecker {
  const ajv = makeAjv(false);
  ajv.addSchema({ $id: SPEC_ID, components: doc.components });
  const compiled = new Map<object, ValidateFunction>();
  return (operation, status, body) => {
    const responses = operation.responses ?? {};
    const declared = responses[String(status)] ?? responses[`${String(status)[0] ?? ''}XX`] ?? responses['default'];
    if (!declared) return [`status ${status} is not a reply of ${operation.operationId} in the contract`];
    const schema = resolveRef<OpenApiResponse>(doc, declared).content?.['application/json']?.schema;
    if (!schema || body === undefined) return [];
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema));
      compiled.set(schema, validate);
    }
    return validate(body) ? [] : describe(validate.errors, 'reply').map((problem) => `${problem.field} ${problem.message}`);
  };
}

/** The operations of a path item with their methods. */
export function operationsOf(pathItem: OpenApiPathItem): [HttpMethod, OpenApiOperation][] {
  return HTTP_METHODS.flatMap((method) => {
    const operation = pathItem[method];
    return operation ? [[method, operation] as [HttpMethod, OpenApiOperation]] : [];
  });
}

function objectSchema(parameters: OpenApiParameter[]): object {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, rewriteRefs(p.schema ?? {})])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** Points the document's local refs (`#/components/...`) at the registered contract. */
function rewriteRefs(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${SPEC_ID}#/`)) as object;
}

/** Checks values against schemas of the contract named by JSON pointer (`/components/schemas/...`), compiled at first use. */
export type SchemaChecker = (pointer: string, value: unknown, where: string) => RequestProblem[];

export function compileSchemaChecker(doc: OpenApiDocument): SchemaChecker {
  const ajv = makeAjv(false);
  ajv.addSchema({ $id: SPEC_ID, components: doc.components });
  const compiled = new Map<string, ValidateFunction>();
  return (pointer, value, where) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${SPEC_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate(value) ? [] : describe(validate.errors, where).map(({ field, message }) => ({ field, message }));
  };
}

/** Checks a value against a form's JSON Schema (not of the contract: an adapter's configuration, a vault's secret); returns its problems. */
export type FormChecker = (value: unknown, where: string) => RequestProblem[];

let formAjv: Ajv2020 | undefined;
const formCheckers = new WeakMap<object, ValidateFunction>();

/**
 * A checker of `schema` that fills in the schema's defaults on the value it checks (the value is
 * changed in place: pass a copy), without coercing types. Compiled once per schema object.
 */
export function formChecker(schema: object): FormChecker {
  let validate = formCheckers.get(schema);
  if (!validate) {
    formAjv ??= addFormats(new Ajv2020({ strict: false, allErrors: true, useDefaults: true, verbose: true }));
    validate = formAjv.compile(schema);
    formCheckers.set(schema, validate);
  }
  const compiled = validate;
  return (value, where) => (compiled(value) ? [] : describe(compiled.errors, where).map(({ field, message }) => ({ field, message })));
}
