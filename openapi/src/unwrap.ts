import { ApiError } from './ApiError.js';

/** What every call of the generated client resolves to. */
interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The reply of a successful call, or an `ApiError`. Cancelled calls reject with their AbortError. */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw ApiError.fromReply(response, error);
  return data;
}

/** The `data.attributes.value` of a successful reply. */
export async function unwrapValue<V>(call: Promise<CallResult<{ data: { attributes: { value: V } } }>>): Promise<V> {
  return (await unwrap(call)).data.attributes.value;
}

/** The `data.attributes` of a successful reply. */
export async function unwrapAttributes<A>(call: Promise<CallResult<{ data: { attributes: A } }>>): Promise<A> {
  return (await unwrap(call)).data.attributes;
}

/** The `meta` of a successful reply. */
export async function unwrapMeta<M>(call: Promise<CallResult<{ meta: M }>>): Promise<M> {
  return (await unwrap(call)).meta;
}
