import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { SessionGate } from './layout/SessionGate';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';

/** The console's routes; screens are added here as features land. */
export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
