import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed; the
// CSP forbids eval, so the probe itself is reported. Parse without the JIT (jitless) instead.
// Every schema imports `z` from here, so this runs before any schema is built.
z.config({ jitless: true });

export { z };
