import { defineServerFeature } from '../serverFeature.ts';
import { handbookModule } from './handbookModule.ts';

/** The editor's handbook (spec 02 §1): the current one, its acceptance, and the content writes that need it. */
export default defineServerFeature({ name: 'handbook', graphql: [handbookModule] });
