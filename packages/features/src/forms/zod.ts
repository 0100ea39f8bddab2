import { z } from 'zod';

// The console runs under a Content-Security-Policy without 'unsafe-eval': keep zod from compiling
// parsers with `new Function` at run time. Forms import `z` from here so the setting comes first.
z.config({ jitless: true });

export { z };
