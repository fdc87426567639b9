/**
 * Live transfers (spec 02 §3): the rules' messages and the form's hints. `LIVE_TRANSFER_RULE_MESSAGES`
 * joins the rule catalogue (resources/validationMessages.ts, `validation.<key>`, `{name}`
 * placeholders), so the browser and the server word a refusal alike; `en` and `tr` are the admin's.
 */
export const LIVE_TRANSFER_RULE_MESSAGES = {
  en: {
    liveTransferFeePositive: 'The {name} must be more than 0.',
    liveTransferCurrencyNeeded: 'Choose the currency of the fee.',
    liveTransferCurrencyWithoutFee: 'A currency is given only with a fee: enter the fee or leave the currency empty.',
    liveTransferSameClub: 'The club the player moves to cannot be the club the player leaves.',
  },
  tr: {
    liveTransferFeePositive: '{name} 0’dan büyük olmalıdır.',
    liveTransferCurrencyNeeded: 'Bonservis bedelinin para birimini seçiniz.',
    liveTransferCurrencyWithoutFee: 'Para birimi yalnızca bonservis bedeliyle girilir: bedeli giriniz ya da para birimini boş bırakınız.',
    liveTransferSameClub: 'Oyuncunun gittiği kulüp ayrıldığı kulüple aynı olamaz.',
  },
} as const;

export const en = {
  liveTransfer: {
    hints: {
      linkName: 'Lower-case letters, digits and hyphens. Left empty, it is made from the player’s name.',
      fee: 'Leave it empty when the fee is not disclosed or there is none.',
    },
  },
};

export const tr: typeof en = {
  liveTransfer: {
    hints: {
      linkName: 'Küçük harf, rakam ve tire. Boş bırakılırsa oyuncunun adından oluşturulur.',
      fee: 'Bedel açıklanmadıysa ya da yoksa boş bırakınız.',
    },
  },
};
