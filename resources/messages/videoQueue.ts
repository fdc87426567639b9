/** The video process queue: the errors the server answers with (the admin's screen texts are in its workflow's messages.ts). */
export const en = {
  videoQueue: {
    errors: {
      // ours: only an item in error is put back in the queue.
      requeueNotError: 'Only a video whose processing failed can be requeued.',
      notFound: 'The video is not in this site\'s process queue.',
      tooManyPaths: 'Ask for at most {{max}} videos at once.',
    },
  },
};

export const tr: typeof en = {
  videoQueue: {
    errors: {
      requeueNotError: 'Yalnızca işlenmesi hata ile biten bir video yeniden kuyruğa alınabilir.',
      notFound: 'Video bu sitenin işlem kuyruğunda yok.',
      tooManyPaths: 'Tek seferde en fazla {{max}} video istenebilir.',
    },
  },
};
