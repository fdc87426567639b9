/** The shared error catalogue (spec 01 §8); the spec's messages are the English text. */
export const en = {
  errors: {
    unreachable: 'The server could not be reached',
    tooManyRequests: 'Too many requests',
    noAuthorization: 'You are not authorized for this action',
    generic: 'An error occurred',
    refused: {
      title: 'Not permitted',
      needs: 'This needs the permission %{permissions}. Your administrator can grant it.',
      unnamed: 'You are not permitted to see this.',
      or: ' or ',
      fallback: 'You may not see “%{screen}” (it needs %{permissions}), so “%{target}” is shown instead.',
    },
    chunkLoad: {
      message: 'Part of the app could not be loaded; it may have been updated. Reload the page to continue.',
      reload: 'Reload',
      dismiss: 'Close',
    },
  },
};

export const tr: typeof en = {
  errors: {
    unreachable: 'Sunucuya ulaşılamadı',
    tooManyRequests: 'Çok fazla istek',
    noAuthorization: 'Bu işlem için yetkiniz yok',
    generic: 'Bir hata oluştu',
    refused: {
      title: 'Yetkiniz yok',
      needs: 'Bunun için %{permissions} yetkisi gerekiyor. Yöneticiniz bu yetkiyi verebilir.',
      unnamed: 'Bunu görme yetkiniz yok.',
      or: ' ya da ',
      fallback: '“%{screen}” ekranını göremezsiniz (%{permissions} yetkisi gerekiyor); yerine “%{target}” gösteriliyor.',
    },
    chunkLoad: {
      message: 'Uygulamanın bir bölümü yüklenemedi; uygulama güncellenmiş olabilir. Devam etmek için sayfayı yeniden yükleyin.',
      reload: 'Yeniden yükle',
      dismiss: 'Kapat',
    },
  },
};
