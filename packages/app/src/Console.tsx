import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { createApiClient, localSessionStore } from '@vigil/openapi';
import { ThemeProvider, ToastProvider, createToaster } from '@vigil/ui';
import { routes } from './routes';
import { createAppStore } from './store';

export interface ConsoleProps {
  /** Absolute URL of the API root. */
  apiBaseUrl: string;
  /** The production build's id, to reload when another build is served; no check without it. */
  buildHash?: string;
}

// The declarative router: the console loads nothing through route loaders, and the data router
// would add about 20 KB gzip to the login page.
function ConsoleRoutes() {
  return useRoutes(routes);
}

/** The whole console: theme, toasts, store and router. */
export function Console({ apiBaseUrl, buildHash }: ConsoleProps) {
  const [toaster] = useState(createToaster);
  const [store] = useState(() => {
    // One store of the access expiry: the client refreshes by it, the session keeps it.
    const accessExpiry = localSessionStore();
    return createAppStore(createApiClient({ baseUrl: apiBaseUrl, session: accessExpiry }), {
      accessExpiry,
      toaster,
      ...(buildHash && {
        versionCheck: { buildHash, consoleBaseUrl: window.location.origin, reload: () => {
          window.location.reload();
        } },
      }),
    });
  });
  return (
    <ThemeProvider>
      <ToastProvider toaster={toaster}>
        <Provider store={store}>
          <BrowserRouter>
            <ConsoleRoutes />
          </BrowserRouter>
        </Provider>
      </ToastProvider>
    </ThemeProvider>
  );
}
