import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@vigil/openapi';

/** Every operation of the contract, by operationId. */
export type OperationId = keyof operations;

// `Partial`: an operation whose query parameters are all optional has an optional `query`.
type Part<Op extends OperationId, K extends 'path' | 'query'> = operations[Op]['parameters'] extends Partial<Record<K, infer P>>
  ? [NonNullable<P>] extends [never]
    ? Record<string, never>
    : NonNullable<P>
  : Record<string, never>;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type FormOf<R> = R extends { content: { 'application/x-www-form-urlencoded': infer B } } ? B : never;
type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The JSON body of the operation's success replies (200, 201 or 202). */
export type SuccessBody<Op extends OperationId> = JsonOf<
  Responses<Op>[Extract<keyof Responses<Op>, 200 | 201 | 202>]
>;

export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody?: infer B }
  ? JsonOf<NonNullable<B>> | FormOf<NonNullable<B>>
  : undefined;

/** What a handler gets: the request's parts, already validated against the contract and typed by it. */
export interface HandlerContext<Op extends OperationId> {
  params: Part<Op, 'path'>;
  query: Part<Op, 'query'>;
  body: RequestBody<Op>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Implements one operation. It returns the success body (sent with 200 unless the handler set
 * another status on `reply`), or nothing after sending the reply itself.
 */
export type Handler<Op extends OperationId> = (context: HandlerContext<Op>) => Promise<SuccessBody<Op> | undefined>;

/** The operations the server implements; the others answer 501. */
export type Handlers = { [Op in OperationId]?: Handler<Op> };
