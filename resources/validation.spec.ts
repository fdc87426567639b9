import { describe, expect, it } from 'vitest';
import { formatRuleMessage, RULES, rules, unlessBlank, type Rule, type RuleContext } from './validation';

interface Case {
  rule: Rule;
  label?: string;
  accepted: unknown[];
  refused: unknown[];
  en: string;
  tr: string;
  values?: Record<string, unknown>;
}

/** Each catalogue rule: what it lets through, what it refuses, and the refusal in both languages. */
const CATALOGUE: Record<string, Case> = {
  required: {
    rule: rules.required(),
    label: 'Title',
    accepted: ['x', 0, false, ['a'], { path: 'a.jpg' }],
    refused: [undefined, null, '', '   ', []],
    en: 'Field Title is required.',
    tr: 'Title alanı zorunludur.',
  },
  minLength: {
    rule: rules.minLength(2),
    label: 'photo gallery',
    accepted: [['a', 'b'], ['a', 'b', 'c']],
    refused: [undefined, [], ['a'], 'a'],
    en: 'Number of photo gallery must be 2 or more.',
    tr: 'photo gallery sayısı en az 2 olmalıdır.',
  },
  maxLength: {
    rule: rules.maxLength(2),
    label: 'tag',
    accepted: [undefined, [], ['a', 'b']],
    refused: [['a', 'b', 'c']],
    en: 'Number of tag must be 2 or less.',
    tr: 'tag sayısı en fazla 2 olmalıdır.',
  },
  min: {
    rule: rules.min(3),
    label: 'Spot',
    accepted: [undefined, '', 'abc', 'şğü', 'abcd'],
    refused: ['ab', '😀😀', 12],
    en: 'At least 3 characters must be entered in the Spot field.',
    tr: 'Spot alanına en az 3 karakter girilmelidir.',
  },
  max: {
    rule: rules.max(3),
    label: 'Spot',
    accepted: [undefined, '', 'abc', '😀😀😀'],
    refused: ['abcd', 1234, { text: 'a' }],
    en: 'Maximum 3 characters must be entered in the Spot field.',
    tr: 'Spot alanına en fazla 3 karakter girilmelidir.',
  },
  decimal: {
    rule: rules.decimal(),
    label: 'Fee',
    accepted: ['12', '-1.5', '+3.25', '1e5', '2.5E-3', 7, -0.25],
    refused: ['', undefined, null, 'abc', '1,5', '1.', '.5', '1e', Number.NaN],
    en: 'The Fee field may only contain numeric characters.',
    tr: 'Fee alanı yalnızca sayısal karakterler içerebilir.',
  },
  optionalWholeNumber: {
    rule: unlessBlank(rules.decimal({ decimals: 0, sign: false })),
    label: 'Magazine issue',
    accepted: [undefined, null, '', '0', '112', 112],
    refused: ['12a', '1.5', '-3', '+3', '1e3', ' ', 1.5, -3],
    en: 'The Magazine issue field may only contain numeric characters.',
    tr: 'Magazine issue alanı yalnızca sayısal karakterler içerebilir.',
  },
  iframe: {
    rule: rules.iframe(),
    label: 'embed',
    accepted: [null, '', '<iframe src="https://www.youtube.com/embed/x" width="560"></iframe>'],
    refused: ['<div>hello</div>', '<iframe></iframe>', '<iframe src="javascript:alert(1)"></iframe>'],
    en: 'Please enter valid embed code.',
    tr: 'Lütfen geçerli bir embed kodu giriniz.',
  },
  soundcloudIframe: {
    rule: rules.soundcloudIframe(),
    label: 'Podcast',
    accepted: ['', '<iframe width="100%" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1"></iframe>'],
    refused: ['<iframe src="https://www.youtube.com/embed/x"></iframe>', 'https://w.soundcloud.com/player/'],
    en: 'Must be valid iframe code from the audio service.',
    tr: 'Ses servisine ait geçerli bir iframe kodu olmalıdır.',
  },
  nullableEmail: {
    rule: rules.nullableEmail(),
    label: 'e-mail',
    accepted: [undefined, null, '', 'ada@newsroom.example', 'first.last+desk@haber.com.tr'],
    refused: ['ada', 'ada@', 'ada@newsroom', 'a da@newsroom.example', 'ada..x@newsroom.example'],
    en: 'Please enter valid e-mail address.',
    tr: 'Lütfen geçerli bir e-mail adresi giriniz.',
  },
  twitter: {
    rule: rules.twitter(),
    label: 'Twitter',
    accepted: [null, 'a', 'news_desk'],
    refused: ['@news', 'news.desk'],
    en: 'Please enter valid Twitter nickname.',
    tr: 'Lütfen geçerli bir Twitter kullanıcı adı giriniz.',
  },
  waitUpload: {
    rule: rules.waitUpload(),
    label: 'cover image',
    accepted: [undefined, 0, [], [{ status: 'success' }], { path: 'a.jpg' }],
    refused: [1, [{ status: 'success' }, { status: 'uploading' }], { status: 'processing' }, { isUploading: true }],
    en: 'A/an cover image files are currently uploading. Please wait for all files to upload.',
    tr: 'cover image dosyaları şu anda yükleniyor. Lütfen tüm dosyaların yüklenmesini bekleyiniz.',
  },
  url: {
    rule: rules.url(),
    label: 'link',
    accepted: [undefined, '', 'https://www.example.com', 'http://localhost:8080/a?b=1#c', '/news/a-1', '/'],
    refused: ['www.example.com', 'ftp://example.com/a', '//example.com/a', 'https://exa mple.com', 'news/a'],
    en: 'Please enter a valid URL.',
    tr: 'Lütfen geçerli bir URL giriniz.',
  },
  absoluteUrl: {
    rule: rules.absoluteUrl('https://www.haberhat.com'),
    label: 'link',
    accepted: ['', 'https://www.haberhat.com/gundem/haber-1', 'http://192.168.1.10/x', 'https://türkçe.com.tr'],
    refused: ['/gundem/haber-1', 'https://', 'https://haberhat', 'mailto:a@b.com'],
    en: 'Please enter a valid URL (example: https://www.haberhat.com).',
    tr: 'Lütfen geçerli bir URL giriniz (örnek: https://www.haberhat.com).',
  },
  relativeUrl: {
    rule: rules.relativeUrl(),
    label: 'link',
    accepted: ['', '/test/news-12345', '/'],
    refused: ['test/news-12345', 'https://www.example.com/test', '//cdn.example.com/a', '/a b'],
    en: 'Please enter a valid URL (example: /test/news-12345).',
    tr: 'Lütfen geçerli bir URL giriniz (örnek: /test/news-12345).',
  },
  rel: {
    rule: rules.rel(),
    label: 'rel',
    accepted: [undefined, '', 'nofollow'],
    refused: ['NOFOLLOW', 'noopener', 'nofollow noopener', ' nofollow'],
    en: 'The rel value must be nofollow.',
    tr: 'rel değeri yalnızca “Arama motorları izlemesin” olabilir.',
  },
  announcementNumber: {
    rule: rules.announcementNumber(),
    label: 'announcement number',
    accepted: ['', 'ILN02024', '2024', 'İLAN7'],
    refused: ['iln02024', 'ILN-02024', 'ILN 02024'],
    en: 'The announcement number field may only contain uppercase letters and digits.',
    tr: 'announcement number alanı yalnızca büyük harf ve rakam içerebilir.',
  },
  minValue: {
    rule: rules.minValue(1),
    label: 'headline order',
    accepted: [undefined, '', 1, '2', 10],
    refused: [0, -3, '0', 0.5],
    en: 'The headline order could not be less than 1.',
    tr: 'headline order değeri 1 değerinden küçük olamaz.',
  },
  hasCoverImage: {
    rule: rules.hasCoverImage(),
    label: 'cover image',
    accepted: ['images/a.jpg', { path: 'images/a.jpg' }, [{ path: '' }, { path: 'images/b.jpg', isSelected: true }]],
    refused: [undefined, null, '', { path: '' }, { width: 10 }, [], [{ path: ' ' }]],
    en: 'Please upload cover image.',
    tr: 'Lütfen kapak görseli yükleyiniz.',
  },
  validCropSettings: {
    rule: rules.validCropSettings(),
    label: 'crops',
    accepted: [undefined, [], [{ type: 'square', width: 600, height: 600 }], { path: 'a.jpg', crops: [{ width: 1, height: 2, x: 0, y: 5 }] }],
    refused: [[{ type: 'square', width: 0, height: 600 }], [{ width: 600 }], [{ width: 5, height: 5, x: -1 }], { crops: [null] }],
    en: 'Please rearrange Photo Crop sizes.',
    tr: 'Lütfen fotoğraf kırpma boyutlarını yeniden düzenleyiniz.',
  },
  wholeImage: {
    rule: rules.wholeImage(),
    label: 'cover',
    accepted: [undefined, null, { path: '', crops: [] }, { path: 'a.jpg', width: 10, height: 20, crops: [{ type: 'square', width: 5, height: 5 }] }],
    refused: [{ path: ' ', crops: [{ type: 'square', width: 5, height: 5 }] }],
    en: 'Field cover is required.',
    tr: 'cover alanı zorunludur.',
  },
  wholeImageSize: {
    rule: rules.wholeImage(),
    label: 'cover',
    accepted: [],
    refused: [{ path: 'a.jpg', width: null, height: 20 }, { path: 'a.jpg', width: 10.5, height: 20 }],
    en: 'Please upload cover image.',
    tr: 'Lütfen kapak görseli yükleyiniz.',
  },
  wholeImageCrops: {
    rule: rules.wholeImage(),
    label: 'cover',
    accepted: [],
    refused: [{ path: 'a.jpg', width: 10, height: 20, crops: [{ type: 'square', width: 0, height: 5 }] }],
    en: 'Please rearrange Photo Crop sizes.',
    tr: 'Lütfen fotoğraf kırpma boyutlarını yeniden düzenleyiniz.',
  },
  embedHost: {
    rule: rules.embedHost(),
    label: 'hosts',
    accepted: [undefined, '', 'www.youtube.com', 'https://player.vimeo.com/video/1', ['youtube.com', ' ', 'https://x.com/a']],
    refused: ['not a host', ['youtube.com', 'no such thing']],
    en: 'Enter host names only (example: www.youtube.com).',
    tr: 'Yalnızca alan adı giriniz (örnek: www.youtube.com).',
  },
  totalContentCountLess: {
    rule: rules.totalContentCountLess(),
    label: 'total content count',
    values: { contents: ['a', 'b', 'c'] },
    accepted: [undefined, 3, '4', 10],
    refused: [2, '0'],
    en: 'Total number of content cannot be less than the number of content.',
    tr: 'Toplam içerik sayısı, içerik sayısından az olamaz.',
  },
  hexColor: {
    rule: rules.hexColor(),
    label: 'colour',
    accepted: ['', '#fff', '#C0FFEE', '#c0ffee80'],
    refused: ['fff', '#ff', '#ffff', '#fffff', '#fffffff', '#c0ffee800', '#ggg', 'red'],
    en: 'The color code you entered is invalid.',
    tr: 'Girdiğiniz renk kodu geçersiz.',
  },
  phone: {
    rule: rules.phone(),
    label: 'phone',
    accepted: ['', '+905551112233', '02121234567'],
    refused: ['+', '+90 555', '0555-111', '++90', '90+'],
    en: 'Please enter a valid phone number.',
    tr: 'Lütfen geçerli bir phone numarası giriniz.',
  },
  addedUsers: {
    rule: rules.addedUsers(),
    label: 'Editors',
    accepted: [undefined, null, [], ['7'], [7, '12'], [{ id: '7', name: 'Ayşe Yılmaz' }, { id: 12 }], '7'],
    refused: [['ayşe'], ['7', 'ayşe yılmaz'], [{ name: 'Ayşe Yılmaz' }], ['0'], [-3], [1.5], ['07'], [{ id: '' }]],
    en: 'Please select a user from the search.',
    tr: 'Lütfen aramadan bir kullanıcı seçiniz.',
  },
  addedUsersTwice: {
    rule: rules.addedUsers(),
    label: 'Editors',
    accepted: [['7', '8']],
    refused: [['7', '7'], [7, '7'], ['7', { id: 7, name: 'Ayşe Yılmaz' }], ['7', '8', '9', '8']],
    en: 'This user has already been added.',
    tr: 'Bu kullanıcı zaten eklenmiş.',
  },
  timeOfDay: {
    rule: rules.timeOfDay(),
    label: 'start',
    accepted: ['', null, '00:00', '09:30', '23:59'],
    refused: ['24:00', '9:30', '09:60', '09.30', '0930', 'noon', ' 09:30'],
    en: 'Please enter the start as a 24-hour time (HH:mm).',
    tr: 'Lütfen start alanına 24 saatlik bir saat giriniz (SS:dd).',
  },
};

describe('the rule catalogue', () => {
  for (const [name, { rule, label = name, accepted, refused, en, tr, values }] of Object.entries(CATALOGUE)) {
    describe(name, () => {
      const context: RuleContext = { fieldLabel: label, values };

      it.each(accepted.map((value) => [value]))('accepts %j', (value) => {
        expect(rule(value, context)).toBeUndefined();
      });

      it.each(refused.map((value) => [value]))('refuses %j with its message in English and Turkish', (value) => {
        const failure = rule(value, context);
        expect(failure).toBeDefined();
        expect(formatRuleMessage(failure!, 'en')).toBe(en);
        expect(formatRuleMessage(failure!, 'tr')).toBe(tr);
      });
    });
  }

  it('gives the upload refusal its alert title', () => {
    const failure = rules.waitUpload()(2, { fieldLabel: 'video' })!;
    expect(formatRuleMessage({ message: failure.title!, params: failure.params }, 'en')).toBe('File upload is in progress');
    expect(formatRuleMessage({ message: failure.title!, params: failure.params }, 'tr')).toBe('Dosya yükleme devam ediyor');
    expect(RULES.isUploading()(2, { fieldLabel: 'video' })).toEqual(failure);
  });

  it('has the longer URL message that says what a URL starts with', () => {
    const failure = rules.url({ withHint: true })('www.example.com', { fieldLabel: 'link' })!;
    expect(formatRuleMessage(failure, 'en')).toBe('Enter a valid url (starting with http, https or /) or leave empty');
    expect(formatRuleMessage(failure, 'tr')).toBe('Geçerli bir url girin (http, https veya / ile başlayan) ya da boş bırakın');
    expect(rules.url({ withHint: true })('/a', { fieldLabel: 'link' })).toBeUndefined();
  });

  it('keeps failures as keys and params, so each side translates the label itself', () => {
    const failure = rules.max(5)('too long', { fieldLabel: 'resources.authors.fields.name' });
    expect(failure).toEqual({ message: 'validation.max', params: { name: 'resources.authors.fields.name', n: 5 } });
    const labels: Record<string, string> = { 'resources.authors.fields.name': 'Ad' };
    expect(formatRuleMessage(failure!, 'tr', (key) => labels[key] ?? key)).toBe('Ad alanına en fazla 5 karakter girilmelidir.');
  });
});
