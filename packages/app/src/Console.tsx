import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { createApiClient, localSessionStore } from '@vigil/openapi';
import { ErrorReportingContext, createErrorReporter, installErrorReporting, reportClientErrors } from '@vigil/features';
import { ThemeProvider, ToastProvider, createToaster } from '@vigil/ui';
import type { BootPrefetch } from './boot/bootPrefetch';
import { routes } from './routes';
import { createAppStore } from './store';

export interface ConsoleProps {
  /** Absolute URL of the API root. */
  apiBaseUrl: string;
  /** The production build's id, to reload when another build is served; no check without it. */
  buildHash?: string;
  /** The page load's GETs sent ahead (`main.tsx`): they answer the client's first calls for them. */
  prefetch?: BootPrefetch;
  /** Report the window's uncaught errors to POST /client_errors (the built console; not stories). @default false */
  reportErrors?: boolean;
}

// The declarative router: the console loads nothing through route loaders, and the data router
// would add about 20 KB gzip to the login page.
function ConsoleRoutes() {
  return useRoutes(routes);
}

/** The whole console: theme, toasts, store and router. */
export function Console({ apiBaseUrl, prefetch, buildHash, reportErrors = false }: ConsoleProps) {
  const [toaster] = useState(createToaster);
  // One store of the access expiry: the client refreshes by it, the session keeps it.
  const [accessExpiry] = useState(localSessionStore);
  const [client] = useState(() => createApiClient({ baseUrl: apiBaseUrl, session: accessExpiry, ...(prefetch && { fetch: prefetch.fetch }) }));
  const [reporter] = useState(() => (reportErrors ? createErrorReporter({ send: (batch) => reportClientErrors(client, batch) }) : null));
  useEffect(() => (reporter ? installErrorReporting(window, reporter) : undefined), [reporter]);
  const [store] = useState(() => {
    return createAppStore(client, {
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
          {/* The errors the console catches and shows (a screen that did not load) are reported too. */}
          <ErrorReportingContext.Provider value={reporter?.report ?? null}>
            <BrowserRouter>
              <ConsoleRoutes />
            </BrowserRouter>
          </ErrorReportingContext.Provider>
        </Provider>
      </ToastProvider>
    </ThemeProvider>
  );
}
