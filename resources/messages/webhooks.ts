/** Outgoing webhooks: the errors the server answers with and the URL rule both sides run (the screen's texts are in its workflow's messages.ts). */
export const en = {
  webhooks: {
    errors: {
      urlInvalid: 'Enter a full web address starting with http:// or https://.',
      urlCredentials: 'The address must not carry a user name or password; the signature proves the sender.',
      urlPrivate: "The address leads into the server's own network (localhost, a private or link-local address); webhooks go to sites on the internet.",
      nameRequired: 'Give the webhook a name.',
      noEvents: 'Choose at least one event.',
      notFound: 'The webhook is not on this site (it may have been deleted).',
      deliveryNotFound: 'The delivery is not on this site.',
      conflict: 'Someone changed this webhook meanwhile. Reload it and apply your change again.',
      alreadyQueued: 'This delivery is already waiting to go out.',
    },
  },
};

export const tr: typeof en = {
  webhooks: {
    errors: {
      urlInvalid: 'Adres, http:// veya https:// ile başlayan tam bir web adresi olmalı.',
      urlCredentials: 'Adreste kullanıcı adı ya da parola olmamalı; gönderenin kim olduğunu imza kanıtlar.',
      urlPrivate: "Adres sunucunun kendi ağına çıkıyor (localhost, özel ya da bağlantı-yerel bir adres); webhook'lar internetteki sitelere gönderilir.",
      nameRequired: 'Webhook\'a bir ad verin.',
      noEvents: 'En az bir olay seçin.',
      notFound: 'Webhook bu sitede yok (silinmiş olabilir).',
      deliveryNotFound: 'Gönderim bu sitede yok.',
      conflict: 'Bu webhook siz düzenlerken değişti. Yeniden yükleyip değişikliğinizi tekrar yapın.',
      alreadyQueued: 'Bu gönderim zaten gönderilmeyi bekliyor.',
    },
  },
};
