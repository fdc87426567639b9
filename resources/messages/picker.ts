/**
 * The content picker (spec 02 §2-§4) and the errors of its registry and transformers (spec 02 §8).
 * The picker's language is fixed to Turkish (spec 02 §9, resources/picker/pickerError.ts); the English
 * texts keep the catalogue whole. Texts marked "ours" are not given by the spec.
 */
export const en = {
  picker: {
    providers: {
      contents: 'Our contents',
      agency: 'Agency',
      recipes: 'Recipes',
    },
    errors: {
      notFound: 'Content provider, identifier or transformer not found. Please contact the system administrator.',
      // ours: spec 02 §8 says these throw, not what they say.
      recipeInvalid: 'The recipe to transform is missing or is not a valid recipe.',
      recipeNoVerticalCover: 'The recipe has no vertical cover image.',
      recipeNoHorizontalCover: 'The recipe has no horizontal cover image.',
      contentInvalid: 'The content to transform is missing or is not a valid content.',
      noSelectedCover: 'Could not find any selected cover image',
    },
  },
};

export const tr: typeof en = {
  picker: {
    providers: {
      contents: 'İçeriklerimiz',
      agency: 'Ajans',
      recipes: 'Tarifler',
    },
    errors: {
      notFound: 'İçerik sağlayıcı, tanımlayıcı veya dönüştürücü bulunamadı. Lütfen sistem yöneticisine başvurunuz.',
      recipeInvalid: 'Dönüştürülecek tarif yok ya da geçerli bir tarif değil.',
      recipeNoVerticalCover: 'Tarifin dikey kapak görseli yok.',
      recipeNoHorizontalCover: 'Tarifin yatay kapak görseli yok.',
      contentInvalid: 'Dönüştürülecek içerik yok ya da geçerli bir içerik değil.',
      noSelectedCover: 'Seçili kapak görseli bulunamadı',
    },
  },
};
