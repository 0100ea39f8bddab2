import { describe, expect, it } from 'vitest';
import { webhookFormSchemaFixture } from '../fixtures/webhooks';
import { WEBHOOKS_MESSAGES as M } from '../webhooks.messages';
import { fieldKind, serverFieldErrors, webhookFormDefaults, webhookZodSchema } from './webhookForm';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the webhook form built from its schema', () => {
  it('picks an input per field type and format', () => {
    expect(webhookFormSchemaFixture.items.map(fieldKind)).toEqual(['text', 'url', 'checkboxes', 'switch', 'password']);
    expect(fieldKind({ name: 'n', title: 'N', type: 'integer' })).toBe('integer');
    expect(fieldKind({ name: 'm', title: 'M', type: 'string', enum: ['a'] })).toBe('select');
    expect(fieldKind({ name: 'o', title: 'O', type: 'object' })).toBe('unsupported');
  });

  it('starts a new form from the defaults and a stored one from its values, the secret empty', () => {
    expect(webhookFormDefaults(webhookFormSchemaFixture, null)).toEqual({ name: '', url: '', events: [], enabled: true, secret: '' });
    const stored = { name: 'SIEM', url: 'https://siem.example.com/h', events: ['ping'], enabled: false, secret: '********' };
    expect(webhookFormDefaults(webhookFormSchemaFixture, stored)).toEqual({ ...stored, secret: '' });
  });

  it('checks required fields, the URL scheme and at least one event', () => {
    const schema = webhookZodSchema(webhookFormSchemaFixture, false);
    expect(problems(schema.safeParse({ name: ' ', url: 'ftp://x.example.com', events: [], enabled: true, secret: '' }))).toEqual({
      name: M.required('Name'),
      url: M.notUrl,
      events: M.pickOne('Events'),
    });
    expect(schema.safeParse({ name: 'SIEM', url: 'https://siem.example.com/h', events: ['discovery.finished'], enabled: true, secret: '' }).success).toBe(true);
    expect(problems(schema.safeParse({ name: 'SIEM', url: 'https://a.example.com', events: ['nope'], enabled: true, secret: '' }))).toHaveProperty('events.0');
  });

  it('puts the server\'s problems on the fields they name', () => {
    expect(serverFieldErrors([{ field: '/config/url', message: 'self' }, { field: '/config/url', message: 'second' }, { message: 'general' }])).toEqual({ url: 'self' });
  });
});
