import type { Feature } from '../store/feature';
import { createRolesSaga } from './state/roles.sagas';
import { rolesSlice } from './state/roles.slice';

/** The roles' and data scopes' state, injected when one of their screens first mounts. */
export const rolesFeature: Feature = { name: 'roles', slice: rolesSlice, saga: () => createRolesSaga() };
