import { describe, expect, it } from 'vitest';
import { FILE_CONFIG_SCHEMA, HTTP_JSON_CONFIG_SCHEMA, LDAP_CONFIG_SCHEMA } from '@vigil/openapi';
import { connectionsFixture } from '../fixtures/adapters';
import { configOut, configSchemaOf, connectionFieldOf, connectionFormDefaults, connectionValidatorOf, formatBytes, formatDuration, serverFieldErrors } from './connectionForm';

const ldap = configSchemaOf(LDAP_CONFIG_SCHEMA);
const file = configSchemaOf(FILE_CONFIG_SCHEMA);
const http = configSchemaOf(HTTP_JSON_CONFIG_SCHEMA);

describe('connection form', () => {
  it('starts a new connection with the schema defaults, texts empty and maps empty', () => {
    expect(connectionFormDefaults(file)).toEqual({ label: '', config: { entity: 'devices', format: 'auto', delimiter: ',', encoding: 'utf-8', id_column: '', mapping: {} } });
    expect(connectionFormDefaults(ldap).config).toMatchObject({ url: '', fetch_users: true, verify_tls: true, timeout_seconds: 30 });
  });

  it('starts an edit with the stored configuration', () => {
    const stored = connectionsFixture[4];
    if (!stored) throw new Error('fixture');
    const values = connectionFormDefaults(file, stored);
    expect(values.label).toBe('Warehouse inventory');
    expect(values.config).toMatchObject({ delimiter: ';', mapping: { hostname: 'Device name', serial: 'Serial no' } });
  });

  it('leaves optional empty texts out of what is sent, keeps required ones', () => {
    expect(configOut(ldap, { url: '', base_dn: 'dc=x', bind_dn: '', fetch_users: false })).toEqual({ url: '', base_dn: 'dc=x', fetch_users: false });
  });

  it('validates with the JSON Schema: pattern, required, range, map values; label required', () => {
    const validator = connectionValidatorOf(ldap);
    expect(validator.safeParse({ label: 'DC', config: { url: 'ldaps://dc:636', base_dn: 'dc=x' } }).success).toBe(true);
    const bad = validator.safeParse({ label: ' ', config: { url: 'http://dc', base_dn: '', timeout_seconds: 0 } });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['label', 'config.url', 'config.base_dn', 'config.timeout_seconds']));
    const mapping = connectionValidatorOf(http).safeParse({ label: 'API', config: { url: 'https://api.example', entity: 'devices', mapping: { hostname: '' } } });
    expect(mapping.success).toBe(false);
  });

  it('maps the server problems to form fields', () => {
    expect(connectionFieldOf('/config/url')).toBe('config.url');
    expect(connectionFieldOf('body/config/base_dn')).toBe('config.base_dn');
    expect(connectionFieldOf('label')).toBe('label');
    expect(connectionFieldOf('/credentials/values')).toBeNull();
    expect(serverFieldErrors([{ field: '/config/url', message: 'Bad URL.' }, { message: 'Refused.' }])).toEqual({ 'config.url': 'Bad URL.', '': 'Refused.' });
  });

  it('formats sizes and durations for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(482_311)).toBe('471.0 KiB');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(95_400)).toBe('1 min 35 s');
    expect(formatDuration(180_000)).toBe('3 min');
    expect(formatDuration(null)).toBe('-');
  });
});
