import { describe, expect, it } from 'vitest';
import { settingsSectionsFixture } from '../fixtures/settingsSections';
import { sectionSchemaOf } from '../fixtures/globalSettings';
import { diffSection, formatDiffValue } from './sectionDiff';
import { emptyValueOf, fieldKind, formPathOf, formValidatorOf, fromFormValue, humanise, humaniseItem, normaliseSchema, readableSchemaErrors, toFormValue, type JsonSchema } from './sectionSchema';

const issuesOf = (schema: JsonSchema, value: unknown) =>
  formValidatorOf(schema).safeParse(toFormValue(normaliseSchema(schema), value)).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('section schemas as forms', () => {
  it('turns every section schema into a validator its defaults pass', () => {
    for (const { key, schema, defaults } of settingsSectionsFixture) {
      expect(issuesOf(schema, defaults), key).toEqual([]);
    }
  });

  it('merges allOf with unevaluatedProperties (which zod cannot read) into one object that refuses other fields', () => {
    const schema = sectionSchemaOf('console');
    const normal = normaliseSchema(schema);
    expect(normal.properties?.['installation']).toMatchObject({ type: 'object', additionalProperties: false, properties: { hosted: { type: 'boolean' } } });
    expect(JSON.stringify(normal)).not.toContain('allOf');
    const defaults = settingsSectionsFixture.find((section) => section.key === 'console')?.defaults as { installation: object };
    expect(issuesOf(schema, { ...defaults, installation: { ...defaults.installation, extra: true } })).toEqual(['installation']);
  });

  it('checks bounds, patterns, nulls and required fields, and names the field', () => {
    const lockout = sectionSchemaOf('lockout');
    expect(issuesOf(lockout, { window_minutes: 0, account_limit: 5, ip_limit: 1.5, lock_minutes: 10 })).toEqual(['window_minutes', 'ip_limit']);
    const ldap = sectionSchemaOf('ldap');
    const domain = { domain_display_name: 'corp', url: 'http://dc1', base_dn: 'dc=corp', bind_dn: '', user_filter: '(uid=x)', default_role_id: null, tls: { start_tls: false, reject_unauthorized: true, ca_pem: null } };
    expect(issuesOf(ldap, { enabled: true, domains: [domain], default_domain: null })).toEqual(['domains.0.url', 'domains.0.user_filter']);
    expect(issuesOf(ldap, { enabled: true, domains: [{ ...domain, url: 'ldaps://dc1:636', user_filter: '(uid={username})' }], default_domain: null })).toEqual([]);
  });

  it('holds lists of strings as { value } items and gives them back as strings', () => {
    const smartcard = normaliseSchema(sectionSchemaOf('smartcard'));
    const value = { ...emptyValueOf(smartcard) as object, ca_pems: ['A', 'B'] };
    const form = toFormValue(smartcard, value) as { ca_pems: unknown };
    expect(form.ca_pems).toEqual([{ value: 'A' }, { value: 'B' }]);
    expect(fromFormValue(smartcard, form)).toEqual(value);
    expect(issuesOf(sectionSchemaOf('smartcard'), { ...value, certificate_field: 'subject_cn', header_name: 'X-Cert', ldap_attribute: 'cert' })).toEqual([]);
  });

  it('picks an editor per field kind', () => {
    const session = normaliseSchema(sectionSchemaOf('session'));
    const smtp = normaliseSchema(sectionSchemaOf('smtp'));
    const kinds = (schema: JsonSchema) => Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fieldKind(value)]));
    expect(kinds(session)).toEqual({
      timeout: 'integer',
      session_lifetime_settings: 'group',
      timeout_settings: 'group',
      logout_redirect_url: 'string',
      parent_console_url: 'string',
      important_notifications: 'objectList',
    });
    expect(kinds(smtp)).toMatchObject({ password: 'secret', user: 'string', secure: 'boolean', port: 'integer' });
    expect(fieldKind(normaliseSchema(sectionSchemaOf('smartcard')))).toBe('group');
    expect(kinds(normaliseSchema(sectionSchemaOf('smartcard')))).toMatchObject({ certificate_field: 'enum', ca_pems: 'stringList', trusted_proxies: 'stringList' });
    expect(kinds(normaliseSchema(sectionSchemaOf('getting_started')))).toMatchObject({ settings: 'group', completed: 'map' });
  });

  it('maps server problems to form paths', () => {
    const smartcard = normaliseSchema(sectionSchemaOf('smartcard'));
    const ldap = normaliseSchema(sectionSchemaOf('ldap'));
    expect(formPathOf(ldap, 'body/domains/0/tls/ca_pem')).toBe('domains.0.tls.ca_pem');
    expect(formPathOf(smartcard, 'body/ca_pems/1')).toBe('ca_pems.1.value');
    expect(formPathOf(ldap, 'body/nope')).toBeNull();
    expect(formPathOf(ldap, 'body')).toBeNull();
  });

  it('humanises field names', () => {
    expect(humanise('max_session_minutes')).toBe('Max session minutes');
    expect(humanise('autoOpen')).toBe('Auto open');
    expect(humanise('ca_pems')).toBe('CA PEMS');
    expect(humanise('default_role_id')).toBe('Default role ID');
    expect(humaniseItem('domains')).toBe('Domain');
    expect(humaniseItem('domain_controllers')).toBe('Domain controller');
    expect(humaniseItem('trusted_proxies')).toBe('Trusted proxy');
    expect(humaniseItem('ca_pems')).toBe('CA PEM');
    expect(humaniseItem('idps')).toBe('IDP');
    expect(humaniseItem('address')).toBe('Address');
  });
});

describe('the diff of a save', () => {
  const smtp = normaliseSchema(sectionSchemaOf('smtp'));
  const ldap = normaliseSchema(sectionSchemaOf('ldap'));

  it('lists each changed field with before and after, secrets only as changed', () => {
    const before = { host: '', port: 25, secure: false, user: '', password: '********', from: 'vigil@localhost' };
    const after = { ...before, host: 'smtp.example', port: 587, password: 'hunter2' };
    expect(diffSection(smtp, before, after)).toEqual([
      { path: 'host', before: '', after: 'smtp.example', secret: false },
      { path: 'port', before: 25, after: 587, secret: false },
      { path: 'password', before: '********', after: 'hunter2', secret: true },
    ]);
    expect(diffSection(smtp, before, before)).toEqual([]);
  });

  it('shows nested fields by path and a list item added as one change', () => {
    const domain = { domain_display_name: 'corp', url: 'ldap://a', tls: { start_tls: false } };
    const before = { enabled: false, domains: [domain], default_domain: null };
    const after = { enabled: false, domains: [{ ...domain, tls: { start_tls: true } }, { ...domain, domain_display_name: 'lab' }], default_domain: 'corp' };
    expect(diffSection(ldap, before, after).map(({ path, before: a, after: b }) => `${path}: ${formatDiffValue(a)} -> ${formatDiffValue(b)}`)).toEqual([
      'domains.0.tls.start_tls: false -> true',
      'domains.1: (none) -> {"domain_display_name":"lab","url":"ldap://a","tls":{"start_tls":false}}',
      'default_domain: null -> "corp"',
    ]);
  });
});

describe('the words of a schema-drawn field that failed', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      base_dn: { type: 'string', title: 'Base DN', minLength: 1 },
      timeout_seconds: { type: 'integer', minimum: 1, maximum: 300 },
      nested: { type: 'object', properties: { url: { type: 'string', maxLength: 10 } } },
    },
  };

  it('names the field by its title (or humanised name), and keeps texts it has no words for', () => {
    const errors = readableSchemaErrors(
      schema,
      {
        label: { type: 'too_small', message: 'kept: not of the schema' },
        config: {
          base_dn: { type: 'too_small', message: 'Too small: expected string to have >=1 characters' },
          timeout_seconds: { type: 'too_big', message: 'Too big' },
          nested: { url: { type: 'too_big', message: 'Too big' } },
          other: { type: 'custom', message: 'Custom text' },
        },
      },
      'config',
    );
    expect(errors).toEqual({
      label: { type: 'too_small', message: 'kept: not of the schema' },
      config: {
        base_dn: { type: 'too_small', message: 'Base DN is required.' },
        timeout_seconds: { type: 'too_big', message: 'Timeout seconds must be at most 300.' },
        nested: { url: { type: 'too_big', message: 'URL must be at most 10 characters.' } },
        other: { type: 'custom', message: 'Custom text' },
      },
    });
  });
});
