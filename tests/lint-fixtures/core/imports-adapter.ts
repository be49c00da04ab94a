// Deliberate violation: core/ may not import an adapter.
import { something } from '../../../adapters/http/fetch-http';
export const leak = something;
