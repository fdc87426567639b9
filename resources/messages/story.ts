/**
 * Stories and reels (spec 02 §3–§5, §8): the rules' messages and the screens' shared words.
 * `STORY_RULE_MESSAGES` joins the rule catalogue (resources/validationMessages.ts, `validation.<key>`,
 * `{name}` placeholders), so the browser and the server word a refusal alike. The spec states the
 * rules without their wording: ours follow its style.
 */
export const STORY_RULE_MESSAGES = {
  en: {
    storyAtLeastOne: 'Add at least one story to save.',
    storyEmptyFrame: 'An empty story must be filled or used first.',
    storyFrameMedia: 'Choose a picture or a video for this story.',
    storyFrameBothMedia: 'A story shows a picture or a video, not both.',
    reelAtLeastOne: 'Add at least one reel to save.',
  },
  tr: {
    storyAtLeastOne: 'Kaydetmek için en az bir hikâye ekleyiniz.',
    storyEmptyFrame: 'Boş hikâye önce doldurulmalı ya da kullanılmalıdır.',
    storyFrameMedia: 'Bu hikâye için bir görsel ya da video seçiniz.',
    storyFrameBothMedia: 'Bir hikâye görsel ya da video gösterir, ikisini birden değil.',
    reelAtLeastOne: 'Kaydetmek için en az bir reels ekleyiniz.',
  },
} as const;

/** The server's refusals of the board's writes (spec 02 §8: story and reels save, pin and order errors). */
export const en = {
  storyBoard: {
    errors: {
      save: 'The story could not be saved.',
      pin: 'The pin could not be changed.',
      order: 'The order could not be changed.',
      reelSave: 'The reel could not be saved.',
    },
  },
};

export const tr: typeof en = {
  storyBoard: {
    errors: {
      save: 'Hikâye kaydedilemedi.',
      pin: 'Sabitleme değiştirilemedi.',
      order: 'Sıra değiştirilemedi.',
      reelSave: 'Reels kaydedilemedi.',
    },
  },
};
