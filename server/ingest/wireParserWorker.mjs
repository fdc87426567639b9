// The worker's entry: the server's modules are TypeScript, run through tsx in every thread.
import { register } from 'tsx/esm/api';

register();
await import('./wireParserWorker.ts');
