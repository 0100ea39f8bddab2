import type { RouteObject } from 'react-router-dom';
import { SessionGate } from './layout/SessionGate';

/**
 * The console's routes: every address goes through the session gate, which shows the login page
 * or loads the signed-in shell with its own routes (`layout/SignedInRoutes`).
 */
export const routes: RouteObject[] = [{ path: '*', element: <SessionGate /> }];
