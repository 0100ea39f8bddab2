import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApiClient, localSessionStore } from '@vigil/openapi';
import { ThemeProvider } from '@vigil/ui';
import { routes } from './routes';
import { createAppStore } from './store';

export interface ConsoleProps {
  /** Absolute URL of the API root. */
  apiBaseUrl: string;
}

/** The whole console: theme, store and router. */
export function Console({ apiBaseUrl }: ConsoleProps) {
  const [store] = useState(() => {
    // One store of the access expiry: the client refreshes by it, the session keeps it.
    const accessExpiry = localSessionStore();
    return createAppStore(createApiClient({ baseUrl: apiBaseUrl, session: accessExpiry }), accessExpiry);
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ThemeProvider>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeProvider>
  );
}
