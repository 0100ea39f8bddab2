import type { ErrorObject } from 'ajv/dist/2020.js';

/** How many allowed values a problem lists before it says how many more there are. */
const MAX_LISTED_VALUES = 8;

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  'date-time': 'date and time (ISO 8601, with its time zone)',
  date: 'date (YYYY-MM-DD)',
  time: 'time of day',
  email: 'e-mail address',
  uri: 'absolute URL',
  url: 'absolute URL',
  uuid: 'UUID',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
  hostname: 'host name',
  byte: 'base64 text',
};

const plural = (count: number, one: string, many = `${one}s`) => `${String(count)} ${count === 1 ? one : many}`;

function typeText(type: unknown): string {
  const types = (Array.isArray(type) ? type : String(type).split(',')).map((name) => TYPE_NAMES[String(name)] ?? String(name));
  return types.join(' or ');
}

function listed(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED_VALUES).map((value) => JSON.stringify(value));
  const more = values.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` (or ${plural(more, 'other')})` : ''}`;
}

/**
 * A schema problem in plain words, said of the field it names ('may have at most 200
 * characters'), where the validator's own text reads as a rule ('must NOT have more than 200
 * characters'). A keyword without its own words keeps the validator's text.
 */
export function problemText(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params['limit']);
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a field of this request';
    case 'type':
      return `must be ${typeText(params['type'])}`;
    case 'maxLength':
      return `may have at most ${plural(limit, 'character')}`;
    case 'minLength':
      return limit === 1 ? 'may not be empty' : `needs at least ${plural(limit, 'character')}`;
    case 'maxItems':
      return `may hold at most ${plural(limit, 'item')}`;
    case 'minItems':
      return limit === 1 ? 'needs at least one item' : `needs at least ${plural(limit, 'item')}`;
    case 'maxProperties':
      return `may hold at most ${plural(limit, 'entry', 'entries')}`;
    case 'minProperties':
      return `needs at least ${plural(limit, 'entry', 'entries')}`;
    case 'maximum':
      return `may be at most ${String(limit)}`;
    case 'minimum':
      return `may be no less than ${String(limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(limit)}`;
    case 'exclusiveMinimum':
      return `must be more than ${String(limit)}`;
    case 'multipleOf':
      return `must be a multiple of ${String(params['multipleOf'])}`;
    case 'enum':
      return `must be one of ${listed((params['allowedValues'] as unknown[] | undefined) ?? [])}`;
    case 'const':
      return `must be ${JSON.stringify(params['allowedValue'])}`;
    case 'format': {
      const format = String(params['format']);
      return `must be a valid ${FORMAT_NAMES[format] ?? format}`;
    }
    case 'pattern':
      return 'is not in the expected form';
    case 'uniqueItems': {
      const [first, second] = [Number(params['i']), Number(params['j'])].sort((a, b) => a - b);
      return `may not hold the same item twice (items ${String(first)} and ${String(second)})`;
    }
    case 'oneOf':
    case 'anyOf':
      return 'does not fit any of the forms this field takes';
    default:
      return error.message ?? 'is not valid';
  }
}
