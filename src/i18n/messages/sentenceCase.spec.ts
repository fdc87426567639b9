import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../resources/uploadRules.ts';
import { VALIDATION_MESSAGES } from '../../../resources/validationMessages.ts';

type Tree = { [key: string]: string | Tree };

/** Every message catalogue of the admin, of its workflows and of resources/messages, by file, each exporting tr and en. */
const catalogues = import.meta.glob<{ tr: Tree; en: Tree }>(['./*.ts', '../../workflows/*/messages.ts', '../../../resources/messages/*.ts', '!./*.spec.ts'], {
  eager: true,
});

/**
 * Words made to sit inside a sentence, never shown on their own: a record's name in "New %{name}"
 * (`resources.<name>.one`, `lowcode.form.record`) and the agency archive's labels, which are the
 * {name} of rule messages ("Number of archive images must be 2 or more"), and a permission's action
 * after its category ("Headline categories: view"); and a download's file name (`editorReport.fileName`), a
 * slug, never a sentence; a bulk action's reasons, listed after its count ("4 done, 1 refused: held by Elif").
 */
const FRAGMENTS = [/^resources\.[^.]+\.one$/, /^lowcode\.form\.record$/, /^resources\.agencyArchives\./, /^permissionNames\.keywords\./, /\.fileName$/, /^list\.bulk\.reasons\./, /^list\.bulk\.heldBy$/];

function lowerCaseTexts(tree: Tree, path = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value !== 'string') return lowerCaseTexts(value, at);
    return /^\p{Ll}/u.test(value) && !FRAGMENTS.some((fragment) => fragment.test(at)) ? [`${at}: ${value}`] : [];
  });
}

describe('every message starts with a capital letter (sentence case), in both languages', () => {
  it.each(Object.keys(catalogues))('%s', (file) => {
    expect([...lowerCaseTexts(catalogues[file].tr), ...lowerCaseTexts(catalogues[file].en)]).toEqual([]);
  });

  it('the shared rule and upload messages the server sends too', () => {
    expect([...lowerCaseTexts(VALIDATION_MESSAGES.tr), ...lowerCaseTexts(VALIDATION_MESSAGES.en), ...lowerCaseTexts(UPLOAD_MESSAGES)]).toEqual([]);
  });
});
