/**
 * The access matrix's input for `addSubjectTitle`: a main hadith title of a new name on each call, so
 * every allowed caller adds one (the generic probe's fixed 'probe' would be refused as already
 * existing from the second caller on, tests/server/seoContents.spec.ts).
 */
let serial = 0;

export function seoContentInputFor(typeName: string): Record<string, unknown> | undefined {
  return typeName === 'AddSubjectTitleInput' ? { kind: 1, name: `Erişim konusu ${++serial}`, parentId: null } : undefined;
}
