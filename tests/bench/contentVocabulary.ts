/**
 * Words for the content bench's titles, spots and texts: Turkish stems, most used first, each with
 * the suffixes a newsroom writes them with ('ekonomi', 'ekonomide', 'ekonominin', …), so a prefix
 * search meets agglutinated forms as it does on a real desk. The bench draws a word's index with a
 * power law, so the first stems are in most items and the last in few.
 */
const STEMS = [
  'türkiye', 'istanbul', 'açıklama', 'başkan', 'gündem', 'hükümet', 'ankara', 'yıl', 'dünya', 'seçim',
  'ekonomi', 'meclis', 'toplantı', 'bakan', 'şehir', 'maç', 'takım', 'öğrenci', 'okul', 'sağlık',
  'hastane', 'doktor', 'büyüme', 'enflasyon', 'faiz', 'borsa', 'dolar', 'altın', 'ihracat', 'ithalat',
  'deprem', 'yangın', 'kaza', 'trafik', 'yağmur', 'kar', 'fırtına', 'hava', 'sıcaklık', 'tarım',
  'çiftçi', 'buğday', 'fındık', 'çay', 'liman', 'gemi', 'uçak', 'havalimanı', 'köprü', 'tünel',
  'müze', 'sergi', 'konser', 'tiyatro', 'sinema', 'kitap', 'yazar', 'şair', 'ödül', 'festival',
  'belediye', 'muhtar', 'köy', 'ilçe', 'mahalle', 'çarşı', 'pazar', 'esnaf', 'fiyat', 'zam',
  'emekli', 'maaş', 'işçi', 'sendika', 'grev', 'üniversite', 'sınav', 'öğretmen', 'ders', 'karne',
  'güreş', 'voleybol', 'basketbol', 'şampiyon', 'kupa', 'derbi', 'transfer', 'teknik', 'hakem', 'gol',
  'ışık', 'çağrı', 'göç', 'sınır', 'güvenlik', 'mahkeme', 'dava', 'karar', 'soruşturma', 'gözaltı',
];
const SUFFIXES = ['', 'de', 'nin', 'ye', 'den', 'ler', 'lerin', 'deki', 'yle', 'si'];

/** Every word form, the most used stems' forms first. */
export const VOCABULARY: readonly string[] = STEMS.flatMap((stem) => SUFFIXES.map((suffix) => stem + suffix));

/** A word no stem starts: the bench puts it in one item in `RARE_EVERY`. */
export const RARE_WORD = 'zeytinyağı';
export const RARE_EVERY = 9_973;
