// The markup cleaning thread's entry: the server's modules are TypeScript, run through tsx in every thread.
import { register } from 'tsx/esm/api';

register();
const { cleanMarkupNow } = await import('./markupCleaning.ts');

export default cleanMarkupNow;
