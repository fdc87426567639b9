/**
 * Notifications (spec 02 §8): the errors the admin shows and the server answers with, and the length
 * indicator's words. Plain data: the server and the admin read the same texts.
 */
export const en = {
  notification: {
    errors: {
      saveFailed: 'Notification save error',
      // spec 02 §8: the send error lists the failed platforms.
      sendFailed: 'The notification could not be sent on these platforms: {{platforms}}',
      cancelFailed: 'The notification could not be canceled',
      // ours: once its send has begun, a notification is no longer changed; a send in progress can still be canceled.
      alreadySent: 'This notification has already been sent and can no longer be changed.',
      alreadyCanceled: 'This notification has been canceled.',
      notFound: 'The notification does not exist.',
    },
    length: { proper: 'Proper', tooLong: 'Too long' },
    // ours: the push subscription endpoint of the delivery API.
    subscription: { invalid: 'The push subscription is not valid.' },
  },
};

export const tr: typeof en = {
  notification: {
    errors: {
      saveFailed: 'Bildirim kaydedilirken hata oluştu',
      sendFailed: 'Bildirim şu platformlarda gönderilemedi: {{platforms}}',
      cancelFailed: 'Bildirim iptal edilemedi',
      alreadySent: 'Bu bildirim gönderildi; artık değiştirilemez.',
      alreadyCanceled: 'Bu bildirim iptal edildi.',
      notFound: 'Bildirim bulunamadı.',
    },
    length: { proper: 'Uygun', tooLong: 'Çok uzun' },
    subscription: { invalid: 'Anlık bildirim aboneliği geçersiz.' },
  },
};
