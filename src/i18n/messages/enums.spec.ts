import { describe, expect, it } from 'vitest';
import { ENUMS } from '../../../resources/enums.ts';
import * as editor from '../../workflows/content/messages.ts';
import { en, tr } from '../../../resources/messages/enums.ts';

type Labels = Record<string, Record<string, string> | undefined>;

describe('enumeration labels', () => {
  for (const [language, messages] of [['en', en], ['tr', tr]] as const) {
    it(`label every value of every enumeration in ${language}, and nothing else`, () => {
      const labels = messages.enums as Labels;
      for (const definition of ENUMS) {
        expect(Object.keys(labels[definition.name] ?? {}).sort(), definition.name).toEqual(definition.values.map((value) => value.key).sort());
        for (const { key } of definition.values) expect(labels[definition.name]?.[key]?.trim(), `${definition.name}.${key}`).toBeTruthy();
      }
      expect(Object.keys(labels).sort()).toEqual(ENUMS.map((definition) => definition.name).sort());
    });
  }

  it("names a content's status as the state it is in, as the editor's header chip does", () => {
    for (const [messages, editorMessages] of [[en, editor.en], [tr, editor.tr]] as const) {
      expect(messages.enums.approvalStatus).toEqual({ approve: editorMessages.contentEditor.status.approved, unapprove: editorMessages.contentEditor.status.unapproved });
    }
  });

  it("names the editors' first section for every content type, not after one of them", () => {
    for (const [messages, editorMessages] of [[en, editor.en], [tr, editor.tr]] as const) {
      expect(Object.values(messages.enums.contentType)).not.toContain(editorMessages.contentEditor.sections.main);
    }
  });
});
