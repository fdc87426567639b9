/**
 * The texts of the rule catalogue (spec 02 §5), one place for both sides: the browser's i18n
 * (src/i18n/messages/validation.ts, under `validation.<key>`) and the server's BAD_USER_INPUT
 * messages (formatRuleMessage). English is the spec's wording, in sentence case (a message starts
 * with a capital, src/i18n/messages/sentenceCase.spec.ts); texts marked "ours" are not given by the
 * spec and follow its style. Placeholders are `{param}`.
 */
import { LIVE_TRANSFER_RULE_MESSAGES } from './messages/liveTransfer.ts';
import { MENU_RULE_MESSAGES } from './messages/menu.ts';
import { PERSON_RULE_MESSAGES } from './messages/person.ts';
import { SEO_CONTENT_RULE_MESSAGES } from './messages/seoContent.ts';
import { STORY_RULE_MESSAGES } from './messages/story.ts';

const en = {
  required: 'Field {name} is required.',
  minLength: 'Number of {name} must be {n} or more.',
  maxLength: 'Number of {name} must be {n} or less.',
  min: 'At least {n} characters must be entered in the {name} field.',
  max: 'Maximum {n} characters must be entered in the {name} field.',
  decimal: 'The {name} field may only contain numeric characters.',
  iframe: 'Please enter valid {name} code.',
  soundcloudIframe: 'Must be valid iframe code from the audio service.',
  // ours: the site's embed host list (resources/embedHosts.ts).
  embedHostNotAllowed: 'Frames from {host} are not allowed on this site. Allowed hosts: {hosts}.',
  embedHost: 'Enter host names only (example: www.youtube.com).',
  nullableEmail: 'Please enter valid {name} address.',
  socialHandle: 'Please enter valid {name} nickname.',
  uploadInProgressTitle: 'File upload is in progress',
  uploadInProgress: 'A/an {name} files are currently uploading. Please wait for all files to upload.',
  url: 'Please enter a valid URL.',
  urlWithHint: 'Enter a valid url (starting with http, https or /) or leave empty',
  absoluteUrl: 'Please enter a valid URL (example: {host}).',
  relativeUrl: 'Please enter a valid URL (example: /test/news-12345).',
  minValue: 'The {name} could not be less than {min}.',
  // ours: a headline type's item count has an upper bound the spec does not state.
  maxValue: 'The {name} could not be more than {max}.',
  hasCoverImage: 'Please upload cover image.',
  validCropSettings: 'Please rearrange Photo Crop sizes.',
  totalContentCountLess: 'Total number of content cannot be less than the number of content.',
  hexColor: 'The color code you entered is invalid.',
  profilePhoto: 'Please upload profile photo',
  // ours: the spec states these rules as behaviour, with no message.
  rel: 'The {name} value must be nofollow.',
  announcementNumber: 'The {name} field may only contain uppercase letters and digits.',
  phone: 'Please enter a valid {name} number.',
  userAlreadyAdded: 'This user has already been added.',
  userNotSelected: 'Please select a user from the search.',
  divorceWithoutMarriage: 'Divorce date cannot be entered without a marriage date.',
  startAfterEnd: 'Start date cannot be later than the end date.',
  startTimeAfterEnd: 'Start time cannot be later than the end time.',
  orderEmpty: 'Order field cannot be empty.',
  tooSoon: 'The {name} must be at least {n} minutes from now.',
  // ours: a notification's send date.
  notInPast: 'The {name} cannot be in the past.',
  timeOfDay: 'Please enter the {name} as a 24-hour time (HH:mm).',
  slug: 'The {name} may only contain lower-case letters (a–z), digits and hyphens.',
  columnAuthor: 'Column content must have an author',
  authorNotFound: 'Could not find author',
  noSelectedCover: 'Could not find any selected cover image',
  oneSelectedCover: 'Only one cover image can be selected.',
  // ours: spec 02 §5 states the HTML editor's rules with no message.
  richTextBlankLink: 'Link text and address cannot be blank.',
  richTextEmptyBlockquote: 'A quote cannot be left empty.',
  // ours: markup nested past MAX_MARKUP_DEPTH (resources/markupDepth.ts) is refused before it is read.
  markupTooDeep: 'The {name} nests too deeply: at most {max} levels are allowed.',
  // ours: spec 02 §5 states the headline rules with no message.
  headlineOrderRepeated: 'Orders must not repeat among contents headlined on the same date.',
  headlineContentRepeated: 'The same content cannot appear twice in the headline list or the pending list, nor in both.',
  headlineContentUnsupported: 'This headline does not support contents of this type.',
  futureDate: 'The {name} must be in the future.',
  // ours: an item's headline tag (spec 02 §3), one of its site's approved tags.
  headlineTagNotApproved: 'The {name} must be one of the approved tags of this site.',
  // ours: spec 02 §5 states the mailing rules with no message.
  validDateTime: 'Please enter a valid date and time.',
  mailingContentRepeated: 'The same content cannot appear twice in one newsletter.',
  // ours: the live transfers' rules (resources/liveTransferRules.ts), worded in resources/messages/liveTransfer.ts.
  ...LIVE_TRANSFER_RULE_MESSAGES.en,
  // ours: the stories' and reels' rules (resources/storyRules.ts), worded in resources/messages/story.ts.
  ...STORY_RULE_MESSAGES.en,
  // ours: the menus' tree (resources/menuRules.ts) and the SEO contents' subjects (resources/subjectTitleRules.ts).
  ...MENU_RULE_MESSAGES.en,
  ...SEO_CONTENT_RULE_MESSAGES.en,
  // ours: a person's date of death (resources/personRules.ts), worded in resources/messages/person.ts.
  ...PERSON_RULE_MESSAGES.en,
};

export type ValidationMessageName = keyof typeof en;

const tr: Record<ValidationMessageName, string> = {
  required: '{name} alanı zorunludur.',
  minLength: '{name} sayısı en az {n} olmalıdır.',
  maxLength: '{name} sayısı en fazla {n} olmalıdır.',
  min: '{name} alanına en az {n} karakter girilmelidir.',
  max: '{name} alanına en fazla {n} karakter girilmelidir.',
  decimal: '{name} alanı yalnızca sayısal karakterler içerebilir.',
  iframe: 'Lütfen geçerli bir {name} kodu giriniz.',
  soundcloudIframe: 'Ses servisine ait geçerli bir iframe kodu olmalıdır.',
  embedHostNotAllowed: '{host} adresinden gelen çerçeveler bu sitede kabul edilmiyor. İzin verilen adresler: {hosts}.',
  embedHost: 'Yalnızca alan adı giriniz (örnek: www.youtube.com).',
  nullableEmail: 'Lütfen geçerli bir {name} adresi giriniz.',
  socialHandle: 'Lütfen geçerli bir {name} kullanıcı adı giriniz.',
  uploadInProgressTitle: 'Dosya yükleme devam ediyor',
  uploadInProgress: '{name} dosyaları şu anda yükleniyor. Lütfen tüm dosyaların yüklenmesini bekleyiniz.',
  url: 'Lütfen geçerli bir URL giriniz.',
  urlWithHint: 'Geçerli bir url girin (http, https veya / ile başlayan) ya da boş bırakın',
  absoluteUrl: 'Lütfen geçerli bir URL giriniz (örnek: {host}).',
  relativeUrl: 'Lütfen geçerli bir URL giriniz (örnek: /test/news-12345).',
  minValue: '{name} değeri {min} değerinden küçük olamaz.',
  maxValue: '{name} değeri {max} değerinden büyük olamaz.',
  hasCoverImage: 'Lütfen kapak görseli yükleyiniz.',
  validCropSettings: 'Lütfen fotoğraf kırpma boyutlarını yeniden düzenleyiniz.',
  totalContentCountLess: 'Toplam içerik sayısı, içerik sayısından az olamaz.',
  hexColor: 'Girdiğiniz renk kodu geçersiz.',
  profilePhoto: 'Lütfen profil fotoğrafı yükleyin',
  rel: '{name} değeri yalnızca “Arama motorları izlemesin” olabilir.',
  announcementNumber: '{name} alanı yalnızca büyük harf ve rakam içerebilir.',
  phone: 'Lütfen geçerli bir {name} numarası giriniz.',
  userAlreadyAdded: 'Bu kullanıcı zaten eklenmiş.',
  userNotSelected: 'Lütfen aramadan bir kullanıcı seçiniz.',
  divorceWithoutMarriage: 'Evlilik tarihi girilmeden boşanma tarihi girilemez.',
  startAfterEnd: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  startTimeAfterEnd: 'Başlangıç saati bitiş saatinden sonra olamaz.',
  orderEmpty: 'Sıra alanı boş bırakılamaz.',
  tooSoon: '{name} şu andan en az {n} dakika sonra olmalıdır.',
  notInPast: '{name} geçmiş bir zaman olamaz.',
  timeOfDay: 'Lütfen {name} alanına 24 saatlik bir saat giriniz (SS:dd).',
  slug: '{name} yalnızca küçük harf (a–z), rakam ve tire içerebilir.',
  columnAuthor: 'Köşe yazısı içeriğinin bir yazarı olmalıdır',
  authorNotFound: 'Yazar bulunamadı',
  noSelectedCover: 'Seçili kapak görseli bulunamadı',
  oneSelectedCover: 'Yalnızca bir kapak görseli seçilebilir.',
  richTextBlankLink: 'Bağlantı metni ve adresi boş bırakılamaz.',
  richTextEmptyBlockquote: 'Alıntı boş bırakılamaz.',
  markupTooDeep: '{name} alanı çok derin iç içe geçmiş: en fazla {max} düzey olabilir.',
  headlineOrderRepeated: 'Aynı tarihte manşete alınan içeriklerin sıraları tekrar edemez.',
  headlineContentRepeated: 'Aynı içerik manşet listesinde ya da bekleyen listede iki kez, ya da ikisinde birden yer alamaz.',
  headlineContentUnsupported: 'Bu manşet bu tipteki içerikleri desteklemiyor.',
  futureDate: '{name} ileri bir zaman olmalıdır.',
  headlineTagNotApproved: '{name} bu sitenin onaylı etiketlerinden biri olmalıdır.',
  validDateTime: 'Lütfen geçerli bir tarih ve saat giriniz.',
  mailingContentRepeated: 'Aynı içerik bir e-bültende iki kez yer alamaz.',
  ...LIVE_TRANSFER_RULE_MESSAGES.tr,
  ...STORY_RULE_MESSAGES.tr,
  ...MENU_RULE_MESSAGES.tr,
  ...SEO_CONTENT_RULE_MESSAGES.tr,
  ...PERSON_RULE_MESSAGES.tr,
};

export type ValidationLanguage = 'tr' | 'en';

export const VALIDATION_MESSAGES: Record<ValidationLanguage, Record<ValidationMessageName, string>> = { tr, en };

/** The i18n key of a message: the browser translates it, the server formats it. */
export type MessageKey = `validation.${ValidationMessageName}`;

export interface RuleFailure {
  message: MessageKey;
  params: Record<string, string | number>;
  /** A heading for an alert that shows the message (waitUpload). */
  title?: MessageKey;
}

/**
 * A failure as text in `language`. `translateName` turns the field label carried in `params.name`
 * (a label key on the browser side, often a plain name on the server) into display text.
 */
export function formatRuleMessage(
  failure: Pick<RuleFailure, 'message' | 'params'>,
  language: ValidationLanguage,
  translateName: (name: string) => string = (name) => name,
): string {
  const name = failure.message.slice('validation.'.length) as ValidationMessageName;
  const template = VALIDATION_MESSAGES[language][name] ?? VALIDATION_MESSAGES.en[name] ?? failure.message;
  return template.replace(/\{(\w+)\}/g, (placeholder, param: string) => {
    const value = failure.params[param];
    if (value === undefined) return placeholder;
    return param === 'name' ? translateName(String(value)) : String(value);
  });
}
