/**
 * The content picker's providers, in tab order (spec 02 §2). A new provider is one module in
 * providers/ (with its server source in server/picker/pickerSources.ts) and one line here.
 */
import { agencyProvider } from './providers/agency.ts';
import { contentProvider } from './providers/contents.ts';
import { recipeProvider } from './providers/recipes.ts';
import { createPickerRegistry } from './pickerRegistry.ts';

export const PICKER_PROVIDERS = createPickerRegistry([contentProvider, agencyProvider, recipeProvider]);
