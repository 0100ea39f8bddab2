import type { Feature } from '../store/feature';
import { createUsersSaga } from './state/users.sagas';
import { usersSlice } from './state/users.slice';

/** The users list's state, injected when its screen first mounts. */
export const usersFeature: Feature = { name: 'users', slice: usersSlice, saga: () => createUsersSaga() };
