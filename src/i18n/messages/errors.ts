/** The shared error catalogue (spec 01 §8); the spec's messages are the English text. */
export const en = {
  errors: {
    unreachable: 'The server could not be reached',
    tooManyRequests: 'Too many requests',
    noAuthorization: 'You are not authorized for this action',
    generic: 'An error occurred',
  },
};

export const tr: typeof en = {
  errors: {
    unreachable: 'Sunucuya ulaşılamadı',
    tooManyRequests: 'Çok fazla istek',
    noAuthorization: 'Bu işlem için yetkiniz yok',
    generic: 'Bir hata oluştu',
  },
};
