import { createContext } from 'react';

/**
 * Reports an error the console caught and showed (a screen whose code did not load): the app
 * gives the reporter of POST /client_errors; null where nothing reports (stories, tests).
 */
export const ErrorReportingContext = createContext<((reason: unknown) => void) | null>(null);
