import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import { SUBSCRIBABLE_EVENTS, type WebhookEventType } from './events.js';

type Schemas = components['schemas'];
type Problem = Schemas['ErrorDetail'];

/** What a `password` field reads as in every reply but the one that made it. */
export const SECRET_MASK = '********';
export const MIN_SECRET_LENGTH = 16;
export const MAX_SECRET_LENGTH = 512;
export const MAX_NAME_LENGTH = 200;
export const MAX_URL_LENGTH = 2000;

export const INVALID_WEBHOOK = 'The webhook was not saved: check the fields named.';
export const messages = {
  unknownField: (name: string) => `Unknown field "${name}".`,
  nameRequired: 'Name is required.',
  nameTooLong: `Name has at most ${String(MAX_NAME_LENGTH)} characters.`,
  urlRequired: 'Payload URL is required.',
  urlInvalid: 'The payload URL is not a URL.',
  urlScheme: 'The payload URL must start with http:// or https://.',
  urlSelf: 'The payload URL points at this server; a webhook must send its events elsewhere.',
  eventsRequired: 'Pick at least one event.',
  eventUnknown: (event: string) => `Unknown event "${event}".`,
  enabledType: 'Enabled is true or false.',
  secretType: 'The signing secret is text.',
  secretShort: `The signing secret has at least ${String(MIN_SECRET_LENGTH)} characters.`,
  secretLong: `The signing secret has at most ${String(MAX_SECRET_LENGTH)} characters.`,
} as const;

/** The form of a webhook; the console renders it field by field and the server checks values against it. */
export const WEBHOOK_FORM_SCHEMA: Schemas['WebhookFormSchema'] = {
  type: 'array',
  items: [
    { name: 'name', title: 'Name', type: 'string', description: 'How the webhook is listed.' },
    { name: 'url', title: 'Payload URL', type: 'string', format: 'url', description: 'Events are POSTed here as JSON (http or https).' },
    {
      name: 'events',
      title: 'Events',
      type: 'array',
      description: 'The events this webhook sends.',
      enum: SUBSCRIBABLE_EVENTS.map(({ event, title }) => ({ name: event, title })),
      default: [],
    },
    { name: 'enabled', title: 'Enabled', type: 'bool', default: true },
    {
      name: 'secret',
      title: 'Signing secret',
      type: 'string',
      format: 'password',
      description: `Signs every delivery (X-Vigil-Signature). Leave empty to have one made; it is shown once. At least ${String(MIN_SECRET_LENGTH)} characters.`,
    },
  ],
  required: ['name', 'url', 'events'],
};

/** A webhook's values once checked; `secret` undefined keeps the stored one (or makes one for a new webhook). */
export interface WebhookValues {
  name: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  secret: string | undefined;
}

/** Tells whether a host and port are this server's own (its listening addresses, the name it was reached by, VIGIL_PUBLIC_URL). */
export type SelfCheck = (hostname: string, port: number) => boolean;

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'];
const bare = (host: string) => host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
const isLoopback = (host: string) => LOOPBACK_NAMES.includes(host) || /^127\./.test(host) || host.endsWith('.localhost');
const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/**
 * The server's own addresses as seen by this request. A receiver on the same machine but another
 * port is not the server; the listening port on a loopback name (or on any address of the machine
 * when the server listens on all of them) is.
 */
export function selfCheck(request: FastifyRequest, publicUrl = process.env['VIGIL_PUBLIC_URL']): SelfCheck {
  const own = new Set<string>();
  const add = (host: string, port: number) => own.add(`${bare(host)}:${String(port)}`);
  const addresses = request.server.addresses().filter((address): address is AddressInfo => typeof address !== 'string');
  for (const { address, port } of addresses) {
    const host = bare(address);
    if (isLoopback(host)) for (const name of LOOPBACK_NAMES) add(name, port);
    else add(host, port);
    if (host === '0.0.0.0' || host === '::') {
      for (const list of Object.values(networkInterfaces())) for (const info of list ?? []) add(info.address, port);
    }
  }
  const reached = (text: string | undefined, protocol: string) => {
    if (!text) return;
    try {
      const url = new URL(text.includes('://') ? text : `${protocol}://${text}`);
      add(url.hostname, portOf(url));
    } catch {
      // A Host header that is no host names nothing.
    }
  };
  reached(request.headers.host, request.protocol);
  reached(publicUrl, 'https');
  const listeningPorts = new Set(addresses.map(({ port }) => port));
  return (hostname, port) => {
    const host = bare(hostname);
    return own.has(`${host}:${String(port)}`) || (isLoopback(host) && listeningPorts.has(port));
  };
}

/** The problem with a payload URL, or undefined when it may be used. */
export function urlProblem(text: string, isSelf: SelfCheck): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return messages.urlInvalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return messages.urlScheme;
  if (isSelf(url.hostname, portOf(url))) return messages.urlSelf;
  return undefined;
}

const SUBSCRIBABLE = new Set<string>(SUBSCRIBABLE_EVENTS.map(({ event }) => event));
const KNOWN_FIELDS = new Set(WEBHOOK_FORM_SCHEMA.items.map(({ name }) => name));

/** Checks a form's values against the webhook form schema; every problem names its field (`/config/<name>`). */
export function checkWebhookValues(config: Record<string, unknown>, isSelf: SelfCheck): { values: WebhookValues } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const problem = (name: string, message: string) => problems.push({ field: `/config/${name}`, message });
  for (const key of Object.keys(config)) if (!KNOWN_FIELDS.has(key)) problem(key, messages.unknownField(key));

  const name = typeof config['name'] === 'string' ? config['name'].trim() : '';
  if (!name) problem('name', messages.nameRequired);
  else if (name.length > MAX_NAME_LENGTH) problem('name', messages.nameTooLong);

  const url = typeof config['url'] === 'string' ? config['url'].trim() : '';
  if (!url) problem('url', messages.urlRequired);
  else if (url.length > MAX_URL_LENGTH) problem('url', messages.urlInvalid);
  else {
    const wrong = urlProblem(url, isSelf);
    if (wrong) problem('url', wrong);
  }

  const rawEvents = config['events'];
  const events: WebhookEventType[] = [];
  if (!Array.isArray(rawEvents) || rawEvents.length === 0) problem('events', messages.eventsRequired);
  else {
    for (const event of rawEvents) {
      if (typeof event !== 'string' || !SUBSCRIBABLE.has(event)) problem('events', messages.eventUnknown(String(event)));
      else if (!events.includes(event as WebhookEventType)) events.push(event as WebhookEventType);
    }
  }

  const enabled = config['enabled'] ?? true;
  if (typeof enabled !== 'boolean') problem('enabled', messages.enabledType);

  const rawSecret = config['secret'];
  let secret: string | undefined;
  if (rawSecret !== undefined && rawSecret !== null && typeof rawSecret !== 'string') problem('secret', messages.secretType);
  else if (typeof rawSecret === 'string' && rawSecret !== '' && rawSecret !== SECRET_MASK) {
    if (rawSecret.length < MIN_SECRET_LENGTH) problem('secret', messages.secretShort);
    else if (rawSecret.length > MAX_SECRET_LENGTH) problem('secret', messages.secretLong);
    else secret = rawSecret;
  }

  if (problems.length) return { problems };
  return { values: { name, url, events, enabled: enabled === true, secret } };
}
