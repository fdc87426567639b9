import { describe, expect, it } from 'vitest';
import { recogniseTitlePrefix } from './titlePrefixes';

describe('update and correction prefixes', () => {
  it.each([
    ['GÜNCELLEME: Meclis yeni yasayı kabul etti', 'update', 'tr', 'GÜNCELLEME', 'Meclis yeni yasayı kabul etti'],
    ['Güncellendi - Seçim sonuçları', 'update', 'tr', 'Güncellendi', 'Seçim sonuçları'],
    ['GÜNCELLENDİ | Seçim sonuçları', 'update', 'tr', 'GÜNCELLENDİ', 'Seçim sonuçları'],
    ['(Düzeltme) Bakanın açıklaması', 'correction', 'tr', 'Düzeltme', 'Bakanın açıklaması'],
    ['DÜZELTİLDİ: Bakanın açıklaması', 'correction', 'tr', 'DÜZELTİLDİ', 'Bakanın açıklaması'],
    ['[UPDATE] Talks resume in Geneva', 'update', 'en', 'UPDATE', 'Talks resume in Geneva'],
    ['Updated: Talks resume', 'update', 'en', 'Updated', 'Talks resume'],
    ['CORRECTION — Figures revised', 'correction', 'en', 'CORRECTION', 'Figures revised'],
    ['Corrected: Figures revised', 'correction', 'en', 'Corrected', 'Figures revised'],
    ['تحديث: استئناف المحادثات', 'update', 'ar', 'تحديث', 'استئناف المحادثات'],
    ['تصحيح - الأرقام المعدلة', 'correction', 'ar', 'تصحيح', 'الأرقام المعدلة'],
  ])('reads %s', (title, kind, language, prefix, rest) => {
    expect(recogniseTitlePrefix(title)).toEqual({ kind, language, prefix, title: rest });
  });

  it.each([
    'Update on the talks in Geneva',
    'Güncelleme çalışmaları sürüyor',
    'Correctional facility opens',
    'Talks resume — UPDATE: none',
    'UPDATE:',
    '',
  ])('takes no prefix from %j', (title) => {
    expect(recogniseTitlePrefix(title)).toBeUndefined();
  });
});
