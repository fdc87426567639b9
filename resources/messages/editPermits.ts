/**
 * Edit permits (spec 02 §1, §4): the refusals the server sends (by `extensions.code`) and the
 * states the editor shows. Plain data: the server and the admin read the same texts.
 */
export const en = {
  editPermits: {
    /** The take-over permission, as the permission matrix names it. */
    permission: { takeOverPermit: 'Take over an edit permit' },
    errors: {
      PERMIT_HELD: 'The edit permit is held by {{name}}.',
      PERMIT_ALREADY_REQUESTED: 'Already requested.',
      PERMIT_REQUESTED_BY_OTHER: 'Requested by another user.',
      PERMIT_NOT_HOLDER: 'You do not hold the edit permit.',
      removeHolder: 'The holder cannot remove themselves from the page: release the permit instead.',
      unknownResource: 'Edit permits do not apply to {{resource}}.',
      failed: 'Permit request send or answer failed',
    },
    states: {
      given: 'Permit given',
      declined: 'Declined',
      alreadyRequested: 'Already requested',
      requestedByOther: 'Requested by another user',
    },
  },
};

export const tr: typeof en = {
  editPermits: {
    permission: { takeOverPermit: 'Düzenleme iznini devral' },
    errors: {
      PERMIT_HELD: 'Düzenleme izni {{name, genitive}} elinde.',
      PERMIT_ALREADY_REQUESTED: 'Zaten istendi.',
      PERMIT_REQUESTED_BY_OTHER: 'Başka bir kullanıcı istedi.',
      PERMIT_NOT_HOLDER: 'Düzenleme izni sizde değil.',
      removeHolder: 'İzin sahibi kendini sayfadan çıkaramaz: bunun yerine izni bırakın.',
      unknownResource: 'Düzenleme izni {{resource}} için kullanılmaz.',
      failed: 'İzin isteği gönderilemedi ya da yanıtlanamadı',
    },
    states: {
      given: 'İzin verildi',
      declined: 'Reddedildi',
      alreadyRequested: 'Zaten istendi',
      requestedByOther: 'Başka bir kullanıcı istedi',
    },
  },
};
