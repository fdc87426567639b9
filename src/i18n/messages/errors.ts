/** The shared error catalogue (spec 01 §8); the spec's messages are the English text. */
export const en = {
  errors: {
    unreachable: 'the server could not be reached',
    tooManyRequests: 'too many requests',
    noAuthorization: 'You are not authorized for this action',
    generic: 'An error occurred',
  },
};

export const tr: typeof en = {
  errors: {
    unreachable: 'sunucuya ulaşılamadı',
    tooManyRequests: 'çok fazla istek',
    noAuthorization: 'Bu işlem için yetkiniz yok',
    generic: 'Bir hata oluştu',
  },
};
