import { describe, expect, it } from 'vitest';
import { fieldsToClean } from './draftCleaning.ts';

describe('the fields an autosave cleans', () => {
  const stored = { text: '<p>Bir <a href="https://example.com">bağlantı</a> ve metin</p>', title: 'Başlık' };
  const at = (needle: string) => stored.text.indexOf(needle);

  it('leaves a typed word between tags as it is', () => {
    expect([...fieldsToClean(stored, {}, [{ field: 'text', from: at('ve'), to: at('ve') + 2, insert: 'ile "yeni" söz' }])]).toEqual([]);
    expect([...fieldsToClean(stored, {}, [{ field: 'text', from: at('ve'), to: at('ve'), insert: 'x' }, { field: 'text', from: 4, to: 4, insert: 'y' }])]).toEqual([]);
  });

  it('cleans a field sent whole, and a text whose splice inserts markup or reaches into a tag', () => {
    expect([...fieldsToClean(stored, { title: 'Yeni' }, [])]).toEqual(['title']);
    expect([...fieldsToClean(stored, {}, [{ field: 'text', from: at('ve'), to: at('ve'), insert: '<img src=x onerror=alert(1)>' }])]).toEqual(['text']);
    expect([...fieldsToClean(stored, {}, [{ field: 'text', from: at('https'), to: at('https') + 5, insert: 'javascript' }])]).toEqual(['text']);
    expect([...fieldsToClean(stored, {}, [{ field: 'text', from: at('bağlantı') - 1, to: at('bağlantı'), insert: ' onclick=alert(1)' }])]).toEqual(['text']);
    expect([...fieldsToClean(stored, {}, [{ field: 'text', from: at('ve'), to: at('ve'), insert: '&lt;' }])]).toEqual(['text']);
  });
});
