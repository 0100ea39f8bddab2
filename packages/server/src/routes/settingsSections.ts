import { X509Certificate } from 'node:crypto';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { errorBody } from '../errors.js';
import { loadSpec, type Handlers } from '../openapi/index.js';
import { resolveRef, type OpenApiDocument } from '../openapi/spec.js';
import { compileSchemaChecker, type RequestProblem } from '../openapi/validation.js';
import { readSetting, writeSetting } from '../settings/store.js';
import { DEFAULT_PASSWORD_POLICY, PASSWORD_POLICY_KEY } from '../auth/passwordPolicy.js';
import { DEFAULT_LOCKOUT, LOCKOUT_KEY } from '../auth/lockout.js';
import { DEFAULT_TWO_FACTOR, TWO_FACTOR_KEY } from '../auth/twoFactor.js';
import { DEFAULT_SESSION_SETTINGS, SESSION_SETTINGS_KEY } from '../auth/sessionSettings.js';
import { DEFAULT_RESET_TOKENS, RESET_TOKENS_KEY } from '../auth/resetTokens.js';
import { DEFAULT_EULA, DEFAULT_PASSWORD_EXPIRY, EULA_KEY, PASSWORD_EXPIRY_KEY } from '../auth/login.js';
import { DEFAULT_SMTP, SMTP_KEY } from '../mail/sendMail.js';
import { DEFAULT_LDAP, DEFAULT_LOGIN, DEFAULT_SAML, DEFAULT_SMARTCARD, LDAP_KEY, LOGIN_KEY, SAML_KEY, SMARTCARD_KEY } from '../sso/settings.js';
import { DEFAULT_LICENSE, LICENSE_KEY } from '../settings/license.js';
import { DEFAULT_GETTING_STARTED_SETTINGS, GETTING_STARTED_KEY, isMilestone } from '../settings/gettingStarted.js';
import { CONSOLE_KEY, DEFAULT_CONSOLE_SETTINGS } from '../settings/console.js';
import { DEFAULT_ENVIRONMENT, ENVIRONMENT_KEY } from '../settings/environment.js';
import { DEFAULT_ROLES_SETTINGS, ROLES_SETTINGS_KEY } from '../settings/roles.js';
import { DATA_SCOPES_SETTINGS_KEY, DEFAULT_DATA_SCOPES_SETTINGS } from '../settings/dataScopes.js';

type Schemas = components['schemas'];
type Values = Schemas['SettingsSectionValues'];
export type SectionKey = keyof Values;

/** What replies show for a secret that is set; a write sending it back keeps the stored secret. */
export const SECRET_MASK = '********';

interface Section<T> {
  description: string;
  defaults: T;
  /** The value with its secrets masked, for replies. */
  mask?(value: T): T;
  /** A write's value, with each secret it left out or sent masked taken from the stored section. */
  keepSecrets?(sent: T, stored: T): T;
  /** Problems the contract's schema cannot find (certificates, unique names, roles that exist). */
  check?(value: T, db: Queryable): Promise<RequestProblem[]>;
}

const masked = (secret: string | undefined): string => (secret ? SECRET_MASK : '');
const kept = (sent: string | undefined, stored: string | undefined): string => (sent === undefined || sent === SECRET_MASK ? (stored ?? '') : sent);

const problem = (field: string, message: string): RequestProblem => ({ field: `body/${field}`, message });

/** A PEM holding one or more certificates that node can read. */
function pemProblems(field: string, pem: string | null): RequestProblem[] {
  if (pem === null) return [];
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  const readable = blocks.every((block) => {
    try {
      new X509Certificate(block);
      return true;
    } catch {
      return false;
    }
  });
  return blocks.length && readable ? [] : [problem(field, 'is not a PEM certificate')];
}

async function roleProblems(db: Queryable, field: string, roleId: string | null): Promise<RequestProblem[]> {
  if (roleId === null) return [];
  const found = await db.query('select 1 from roles where uuid = $1', [roleId]);
  return found.length ? [] : [problem(field, 'names no role')];
}

function duplicateProblems(field: string, names: string[]): RequestProblem[] {
  return names.flatMap((name, index) => (names.indexOf(name) < index ? [problem(`${field}/${String(index)}`, `repeats "${name}"`)] : []));
}

/** The sections an admin can change: each key with its module's defaults, secrets and extra checks. */
const SECTIONS: { [K in SectionKey]: Section<Values[K]> } = {
  [PASSWORD_POLICY_KEY]: { description: 'Minimums a new password must meet.', defaults: DEFAULT_PASSWORD_POLICY },
  [LOCKOUT_KEY]: { description: 'Failed logins counted over a window, then a lock of the account name or address.', defaults: DEFAULT_LOCKOUT },
  [TWO_FACTOR_KEY]: { description: 'The e-mail verification code asked at every sign-in.', defaults: DEFAULT_TWO_FACTOR },
  [SESSION_SETTINGS_KEY]: { description: 'Idle timeout and lifespan of sessions, logout redirect, important notifications.', defaults: DEFAULT_SESSION_SETTINGS },
  [RESET_TOKENS_KEY]: { description: 'How long a password reset link works.', defaults: DEFAULT_RESET_TOKENS },
  [EULA_KEY]: { description: 'Terms every user accepts once before signing in.', defaults: DEFAULT_EULA },
  [PASSWORD_EXPIRY_KEY]: { description: 'Age after which a local password must be changed.', defaults: DEFAULT_PASSWORD_EXPIRY },
  [SMTP_KEY]: {
    description: 'The mail server for codes and links; without one, mails go to the outbox.',
    defaults: DEFAULT_SMTP,
    mask: (value) => ({ ...value, password: masked(value.password) }),
    keepSecrets: (sent, stored) => ({ ...sent, password: kept(sent.password, stored.password) }),
  },
  [LDAP_KEY]: {
    description: 'Sign-in with LDAP directories.',
    defaults: DEFAULT_LDAP,
    mask: (value) => ({ ...value, domains: value.domains.map((domain) => ({ ...domain, bind_password: masked(domain.bind_password) })) }),
    keepSecrets: (sent, stored) => ({
      ...sent,
      domains: sent.domains.map((domain) => {
        const before = stored.domains.find((old) => old.domain_display_name === domain.domain_display_name);
        return { ...domain, bind_password: kept(domain.bind_password, before?.bind_password) };
      }),
    }),
    check: async (value, db) => {
      const names = value.domains.map((domain) => domain.domain_display_name);
      const perDomain = await Promise.all(
        value.domains.map(async (domain, index) => [
          ...pemProblems(`domains/${String(index)}/tls/ca_pem`, domain.tls.ca_pem),
          ...(await roleProblems(db, `domains/${String(index)}/default_role_id`, domain.default_role_id)),
        ]),
      );
      return [
        ...duplicateProblems('domains', names),
        ...perDomain.flat(),
        ...(value.default_domain === null || names.includes(value.default_domain) ? [] : [problem('default_domain', 'is not one of the domains')]),
      ];
    },
  },
  [SMARTCARD_KEY]: {
    description: 'Sign-in with a client certificate forwarded by the TLS terminator.',
    defaults: DEFAULT_SMARTCARD,
    check: async (value) => Promise.resolve(value.ca_pems.flatMap((pem, index) => pemProblems(`ca_pems/${String(index)}`, pem))),
  },
  [SAML_KEY]: {
    description: 'Single sign-on with SAML identity providers.',
    defaults: DEFAULT_SAML,
    check: async (value, db) => {
      const names = value.idps.map((idp) => idp.idp_unique_name);
      return [
        ...duplicateProblems('idps', names),
        ...value.idps.flatMap((idp, index) => pemProblems(`idps/${String(index)}/idp_cert`, idp.idp_cert)),
        ...(value.auto_redirect_idp === null || names.includes(value.auto_redirect_idp) ? [] : [problem('auto_redirect_idp', 'is not one of the idps')]),
        ...(await roleProblems(db, 'default_role_id', value.default_role_id)),
      ];
    },
  },
  [LOGIN_KEY]: { description: 'Options of the standard login and of the login screen.', defaults: DEFAULT_LOGIN },
  [LICENSE_KEY]: { description: "The trial's end and the support contract's end.", defaults: DEFAULT_LICENSE },
  [GETTING_STARTED_KEY]: {
    description: "The admins' getting-started checklist: its settings and completed milestones.",
    defaults: { settings: DEFAULT_GETTING_STARTED_SETTINGS, completed: {} },
    check: async (value) =>
      Promise.resolve(Object.keys(value.completed).flatMap((name) => (isMilestone(name) ? [] : [problem(`completed/${name}`, 'is not a milestone')]))),
  },
  [CONSOLE_KEY]: { description: "The kind of install, the getting-started switch and the Help menu's links.", defaults: DEFAULT_CONSOLE_SETTINGS },
  [ENVIRONMENT_KEY]: { description: "The footer bar's environment message and background colour.", defaults: DEFAULT_ENVIRONMENT },
  [ROLES_SETTINGS_KEY]: { description: 'How roles are edited: the restrict-permission-assignment setting.', defaults: DEFAULT_ROLES_SETTINGS },
  [DATA_SCOPES_SETTINGS_KEY]: {
    description: 'The data scope new users get, and whether users may connect as a data scope.',
    defaults: DEFAULT_DATA_SCOPES_SETTINGS,
    check: async (value, db) => {
      if (value.default_data_scope_id === null) return [];
      const found = await db.query('select 1 from data_scopes where uuid = $1', [value.default_data_scope_id]);
      return found.length ? [] : [problem('default_data_scope_id', 'names no data scope')];
    },
  },
};

type Value = Values[SectionKey];
const isSectionKey = (key: string): key is SectionKey => Object.hasOwn(SECTIONS, key);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored document over the defaults, nested objects too (as the modules read them); arrays and nulls are taken as stored. */
function overDefaults(defaults: unknown, stored: unknown): unknown {
  if (!isPlainObject(defaults) || !isPlainObject(stored)) return stored === undefined ? defaults : stored;
  const keys = new Set([...Object.keys(defaults), ...Object.keys(stored)]);
  return Object.fromEntries([...keys].map((key) => [key, overDefaults(defaults[key], stored[key])]));
}

const readSection = async (db: Queryable, key: SectionKey): Promise<Value> =>
  overDefaults(SECTIONS[key].defaults, await readSetting(db, key, {})) as Value;

/** A schema of the contract with every `$ref` replaced by what it names (the sections have no recursive refs). */
function inlineRefs(doc: OpenApiDocument, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(doc, item));
  if (!isPlainObject(schema)) return schema;
  const target = typeof schema['$ref'] === 'string' ? resolveRef<Record<string, unknown>>(doc, { $ref: schema['$ref'] }) : {};
  const entries = Object.entries({ ...target, ...schema }).filter(([key]) => key !== '$ref');
  return Object.fromEntries(entries.map(([key, value]) => [key, inlineRefs(doc, value)]));
}

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The paths (`domains/0/url`) where two JSON values differ: the fields a write changed, never their values. */
export function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  const join = (key: string) => (path ? `${path}/${escapePointer(key)}` : escapePointer(key));
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => changedPaths(before[index], after[index], join(String(index)))).flat();
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], join(key)));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
}

/** The settings sections, read and replaced as a whole by admins (`Settings.View` / `Settings.Update`). */
export function settingsSectionsHandlers(db: Database) {
  const spec = loadSpec();
  const checkSchema = compileSchemaChecker(spec);
  const valuesSchema = resolveRef<{ properties: Record<string, unknown> }>(spec, { $ref: '#/components/schemas/SettingsSectionValues' });
  const list = Object.entries(SECTIONS).map(([key, { description, defaults }]) => ({
    key,
    description,
    schema: inlineRefs(spec, valuesSchema.properties[key]) as Record<string, unknown>,
    defaults: ((SECTIONS[key as SectionKey] as Section<Value>).mask?.(defaults) ?? defaults),
  }));
  const section = (key: SectionKey) => SECTIONS[key] as Section<Value>;
  const reply = (key: SectionKey, value: Value) => ({ data: { attributes: { value: section(key).mask?.(value) ?? value } } });
  const notFound = (key: string) => errorBody(404, `There is no settings section "${key}".`);

  return {
    listSettingsSections: async () => Promise.resolve({ data: list }),

    getSettingsSection: async ({ params, reply: fastifyReply }) => {
      if (!isSectionKey(params.key)) return void fastifyReply.code(404).send(notFound(params.key));
      return reply(params.key, await readSection(db, params.key));
    },

    replaceSettingsSection: async ({ params, body, request, reply: fastifyReply }) => {
      const { key } = params;
      if (!isSectionKey(key)) return void fastifyReply.code(404).send(notFound(key));
      const invalid = (problems: RequestProblem[]) => {
        const [first] = problems;
        const message = `Invalid request: ${first ? `${first.field} ${first.message}` : 'does not fit the section'}`;
        return fastifyReply.code(400).send(errorBody(400, message, { details: problems }));
      };
      const schemaProblems = checkSchema(`/components/schemas/SettingsSectionValues/properties/${key}`, body, 'body');
      if (schemaProblems.length) return void invalid(schemaProblems);
      const rules = section(key);
      const sent = body as Value;
      const before = await readSection(db, key);
      const value = rules.keepSecrets ? rules.keepSecrets(sent, before) : sent;
      const problems = (await rules.check?.(value, db)) ?? [];
      if (problems.length) return void invalid(problems);
      await db.transaction(async (tx) => {
        await writeSetting(tx, key, value);
        const changed = changedPaths(before, value);
        await recordAudit(tx, actorOf(request), { action: 'settings.updated', target_type: 'settings_section', target_id: key, target_name: key, details: { changed } });
      });
      return reply(key, value);
    },

    resetSettingsSection: async ({ params, request, reply: fastifyReply }) => {
      const { key } = params;
      if (!isSectionKey(key)) return void fastifyReply.code(404).send(notFound(key));
      await db.transaction(async (tx) => {
        await tx.query('delete from settings where key = $1', [key]);
        await recordAudit(tx, actorOf(request), { action: 'settings.reset', target_type: 'settings_section', target_id: key, target_name: key });
      });
      return reply(key, await readSection(db, key));
    },
  } satisfies Handlers;
}
