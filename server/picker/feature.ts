import { defineServerFeature } from '../serverFeature.ts';
import { pickerModule } from './pickerModule.ts';

/** The content picker (spec 02): one search over contents, the library, agency items and recipes. */
export default defineServerFeature({ name: 'picker', graphql: [pickerModule] });
