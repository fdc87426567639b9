/**
 * Newsletters (spec 02 §8): the errors the admin shows and the server answers with, and the
 * statuses as people read them. Plain data: the server and the admin read the same texts.
 */
export const en = {
  mailing: {
    errors: {
      saveFailed: 'Mailing save error',
      scheduleFailed: 'The mailing was saved but could not be scheduled. Please retry or contact your administrator.',
      cancelFailed: 'Mailing cancel failed',
      // ours: a mailing whose send has begun.
      alreadySending: 'This mailing is already being sent and can no longer be changed or canceled.',
      // ours: only a draft is scheduled.
      notDraft: 'Only a draft mailing can be scheduled.',
      notFound: 'The mailing does not exist.',
      // ours: the test send goes to the signed-in user's own address.
      noEmail: 'Your account has no e-mail address, so no test can be sent to you.',
      testTooSoon: 'A test was sent a moment ago. Please wait {{seconds}} seconds before sending another.',
    },
    // ours: the subject of a test send starts with this, in the site's language.
    test: { subjectMarker: '[Test]' },
    status: { draft: 'Draft', pending: 'Upcoming', sending: 'Sending', sent: 'Sent' },
    // ours: the subscribers' API (server/mailing/mailingSubscribers.ts).
    subscribers: {
      errors: {
        invalidEmail: 'Please enter a valid e-mail address.',
        channelNotFound: 'The channel does not exist on this site.',
        notFound: 'The subscriber does not exist.',
        importTooLarge: 'The file is too large: at most {{maxRows}} rows and {{maxMb}} MB.',
        invalidCsv: 'The file could not be read as CSV (line {{line}}).',
      },
    },
  },
};

export const tr: typeof en = {
  mailing: {
    errors: {
      saveFailed: 'E-bülten kaydedilirken hata oluştu',
      scheduleFailed: 'E-bülten kaydedildi ancak zamanlanamadı. Lütfen tekrar deneyin ya da sistem yöneticinize başvurun.',
      cancelFailed: 'E-bülten iptal edilemedi',
      alreadySending: 'Bu e-bülten gönderilmeye başlandı; artık değiştirilemez ya da iptal edilemez.',
      notDraft: 'Yalnızca taslak bir e-bülten zamanlanabilir.',
      notFound: 'E-bülten bulunamadı.',
      noEmail: 'Hesabınızda e-posta adresi yok; size deneme gönderilemez.',
      testTooSoon: 'Az önce bir deneme gönderildi. Yenisini göndermek için lütfen {{seconds}} saniye bekleyin.',
    },
    test: { subjectMarker: '[Deneme]' },
    status: { draft: 'Taslak', pending: 'Bekliyor', sending: 'Gönderiliyor', sent: 'Gönderildi' },
    subscribers: {
      errors: {
        invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
        channelNotFound: 'Kanal bu sitede bulunamadı.',
        notFound: 'Abone bulunamadı.',
        importTooLarge: 'Dosya çok büyük: en çok {{maxRows}} satır ve {{maxMb}} MB olabilir.',
        invalidCsv: 'Dosya CSV olarak okunamadı ({{line}}. satır).',
      },
    },
  },
};
