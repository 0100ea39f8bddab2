import { createContext } from 'react';
import type { ErrorReporter } from './errorReporter';

/**
 * Reports an error the console caught and showed (a screen whose code did not load): the app
 * gives its reporter's `report` (POST /client_errors); null where nothing reports (stories, tests).
 */
export const ErrorReportingContext = createContext<ErrorReporter['report'] | null>(null);
