import { describe, expect, it } from 'vitest';
import { defineGlobal } from './defineGlobal.ts';
import { boolean, image, object, tags, text } from './fields.ts';
import { siteSettingsGlobal } from './siteSettings.ts';

const declaration = {
  name: 'sample',
  typeName: 'Sample',
  description: 'A sample.',
  idOf: 'site',
  fields: { on: boolean(), title: text({ maxLength: 5 }), words: tags({ defaultValue: ['a'] }), seo: object('SampleSeo', { line: text() }), cover: image() },
};

describe('defineGlobal', () => {
  it('puts every field in exactly one section', () => {
    const sections = [{ title: 'one', fields: ['on', 'title', 'words'] as const }];
    expect(() => defineGlobal({ ...declaration, sections: [...sections, { title: 'two', fields: ['seo'] }] })).toThrow('"cover" is in 0 sections');
    expect(() => defineGlobal({ ...declaration, sections: [...sections, { title: 'two', fields: ['seo', 'cover', 'on'] }] })).toThrow('"on" is in 2 sections');
  });

  it('starts from the declared defaults: switches off, lists empty or as declared, the rest empty', () => {
    const global = defineGlobal({ ...declaration, sections: [{ title: 'all', fields: ['on', 'title', 'words', 'seo', 'cover'] }] });
    expect(global.defaults()).toEqual({ on: false, title: null, words: ['a'], seo: null, cover: null });
    // Each call a fresh copy: a form changing its list leaves the declaration's alone.
    global.defaults().words.push('b');
    expect(global.defaults().words).toEqual(['a']);
  });

  it('labels its fields as the resources do and compiles their rules', () => {
    const global = defineGlobal({ ...declaration, sections: [{ title: 'all', fields: ['on', 'title', 'words', 'seo', 'cover'] }] });
    expect(global.labelKey('title')).toBe('resources.sample.fields.title');
    expect(global.rules.title!.map((rule) => rule('abcdef', { fieldLabel: 'Title' })?.message)).toEqual(['validation.max']);
  });

  it('declares the site settings of spec 01 §3 with a section for each', () => {
    expect(Object.keys(siteSettingsGlobal.fields)).toEqual(expect.arrayContaining(['isExpirationDate', 'headlineKickPermission', 'flashNewsDescription', 'seoContent', 'notificationFlashNewsCoverImage', 'liveTransferCoverImage']));
    expect(siteSettingsGlobal.sections.flatMap((section) => section.fields).sort()).toEqual(Object.keys(siteSettingsGlobal.fields).sort());
  });
});
