// The ordered list TypeORM runs; an explicit list works the same in the build, the CLI and jest.
import { Identity1795332262828 } from './1795332262828-Identity.js';
import { JobsAndEnquiries1795332262829 } from './1795332262829-JobsAndEnquiries.js';

export const MIGRATIONS = [Identity1795332262828, JobsAndEnquiries1795332262829];
