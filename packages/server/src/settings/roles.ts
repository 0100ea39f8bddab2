import type { components } from '@vigil/openapi';

/** The `roles` settings section: spec 6's restrict-permission-assignment setting (role updates by PATCH when on). */
export const ROLES_SETTINGS_KEY = 'roles';

export const DEFAULT_ROLES_SETTINGS: components['schemas']['RolesSection'] = { restrict_permission_assignment: false };
