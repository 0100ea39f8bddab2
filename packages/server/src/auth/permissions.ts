import type { components } from '@vigil/openapi';
import { ADMIN_ROLE_ID } from './ids.js';

export type Permissions = components['schemas']['Permissions'];

/** What an operation requires (its `x-permission` in the contract). */
export type Requirement = { kind: 'signed-in' } | { kind: 'action'; category: string; action: string };

/** Reads an operation's `x-permission`: `signed-in`, or `Category.Action`. */
export function parseRequirement(value: string | undefined): Requirement {
  if (value === undefined || value === 'signed-in') return { kind: 'signed-in' };
  const [category, action, ...rest] = value.split('.');
  if (!category || !action || rest.length) throw new Error(`x-permission "${value}" is neither signed-in nor Category.Action`);
  return { kind: 'action', category, action };
}

/** The parts of a user that decide what they may do. */
export interface Grants {
  role_id: string | null;
  permissions: Permissions;
}

export const isAdmin = (user: Pick<Grants, 'role_id'>): boolean => user.role_id === ADMIN_ROLE_ID;

/** Whether the user may do `action` in `category`: admins pass every check, others need it in their role. */
export function can(user: Grants, category: string, action: string): boolean {
  return isAdmin(user) || (user.permissions[category]?.includes(action) ?? false);
}

/** The 403 sentence; it names what is missing (the console blocks its SAML redirect on 'permissions'). */
export const forbiddenMessage = (requirement: Extract<Requirement, { kind: 'action' }>): string =>
  `You do not have the permissions for this: it needs ${requirement.action} on ${requirement.category}.`;
