import type { components } from '@vigil/openapi';
import { ADMIN_ROLE_ID } from './ids.js';

export type Permissions = components['schemas']['Permissions'];

/** One action in one category. */
export interface Grant {
  category: string;
  action: string;
}

/** What an operation requires (its `x-permission` in the contract): signed in, or any one of some actions. */
export type Requirement = { kind: 'signed-in' } | { kind: 'action'; anyOf: Grant[] };

/** Reads an operation's `x-permission`: `signed-in`, `Category.Action`, or alternatives joined by `|` (any one suffices). */
export function parseRequirement(value: string | undefined): Requirement {
  if (value === undefined || value === 'signed-in') return { kind: 'signed-in' };
  const anyOf = value.split('|').map((part) => {
    const [category, action, ...rest] = part.trim().split('.');
    if (!category || !action || rest.length) throw new Error(`x-permission "${value}" is neither signed-in nor Category.Action (| Category.Action...)`);
    return { category, action };
  });
  return { kind: 'action', anyOf };
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
  `You do not have the permissions for this: it needs ${requirement.anyOf.map(({ category, action }) => `${action} on ${category}`).join(' or ')}.`;

/** Whether the user holds at least one of the requirement's actions. */
export const meets = (user: Grants, requirement: Extract<Requirement, { kind: 'action' }>): boolean =>
  requirement.anyOf.some(({ category, action }) => can(user, category, action));
