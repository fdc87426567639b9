/**
 * Headlines (spec 02 §8): the refusal a stale board gets. Plain data: the server and the admin
 * read the same texts.
 */
export const en = {
  headlines: {
    errors: {
      orderNotChanged: 'Headline order could not be changed',
      autoItem: 'An item of the auto headline cannot be changed.',
      itemNotFound: 'The headline item is no longer on the headline.',
      notFound: 'The headline does not exist.',
    },
  },
};

export const tr: typeof en = {
  headlines: {
    errors: {
      orderNotChanged: 'Manşet sırası değiştirilemedi',
      autoItem: 'Otomatik manşetin içeriği değiştirilemez.',
      itemNotFound: 'Manşet içeriği artık manşette değil.',
      notFound: 'Manşet bulunamadı.',
    },
  },
};
