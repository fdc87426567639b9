/**
 * Edit permits in the admin (spec 02 §4, §8; issue 14): the permit bar, the request dialog and what
 * the states tell; the spec's state names and its failure message are resources/messages/editPermits.ts's.
 */
export const en = {
  editPermits: {
    bar: {
      label: 'Edit permit',
      opening: 'Checking who is editing…',
      mine: 'You are editing, since %{time}',
      heldBy: '%{name} is editing, since %{time}',
      heldByYouElsewhere: 'You are editing this item in another tab, since %{time}',
      free: 'Nobody is editing this item',
      unknown: 'Who is editing could not be checked',
      readOnly: 'Read-only',
      viewers: 'On this page',
      you: '%{name} (you)',
      holderMark: '%{name}: editing',
    },
    actions: {
      hold: 'Start editing',
      request: 'Request permit',
      takeOver: 'Take over',
      remove: 'Remove %{name} from the page',
    },
    waiting: 'Waiting for %{name}: the permit passes to you in %{seconds} s unless it is declined',
    requestedBy: '%{name} has requested the permit',
    takeOverConfirm: {
      title: 'Take over the edit permit?',
      message: '%{name} is editing this item. Taking over ends their editing at once; what they have not saved goes to their drafts.',
      confirm: 'Take over',
    },
    removeConfirm: {
      title: 'Remove %{name} from the page?',
      message: '%{name} will be told and sent back to the content list.',
      confirm: 'Remove',
    },
    dialog: {
      title: 'Permit request',
      message: '%{name} asks for the edit permit of this item.',
      countdown: 'Unless you decline, it passes to them in %{seconds} s.',
      draftHint: 'What you have not saved is kept as your draft.',
      accept: 'Accept',
      decline: 'Decline',
    },
    notice: {
      given: { message: 'You can edit this item now.' },
      declined: { message: 'Your request for the edit permit was declined.' },
      handedOver: { title: '%{name} has the edit permit now', message: 'This editor is read-only. What you had not saved is in your drafts.' },
      takenOver: { title: '%{name} took over the edit permit', message: 'This editor is read-only. What you had not saved is in your drafts.' },
      expired: { title: 'Your edit permit lapsed', message: 'The connection was lost for too long. What you had not saved is in your drafts.' },
      otherTab: { title: 'You are editing in another tab', message: 'You opened this item in another tab, which holds the permit now. What you had not saved here is in your drafts.' },
      removed: { title: 'Removed from the page', message: 'The editor of the item removed you from its page.' },
      alreadyRequested: { message: 'You have requested the permit already; wait for the answer.' },
      requestedByOther: { message: 'Another user has requested the permit already; try again once it is answered.' },
      failed: { message: 'Check the connection and try again.' },
      drafts: 'Your drafts',
    },
    list: { editing: 'Editing', editedBy: '%{name} is editing' },
  },
};

export const tr: typeof en = {
  editPermits: {
    bar: {
      label: 'Düzenleme izni',
      opening: 'Kimin düzenlediğine bakılıyor…',
      mine: '%{time} saatinden beri siz düzenliyorsunuz',
      heldBy: '%{name} %{time} saatinden beri düzenliyor',
      heldByYouElsewhere: 'Bu içeriği %{time} saatinden beri başka bir sekmede düzenliyorsunuz',
      free: 'Bu içeriği kimse düzenlemiyor',
      unknown: 'Kimin düzenlediğine bakılamadı',
      readOnly: 'Salt okunur',
      viewers: 'Bu sayfada',
      you: '%{name} (siz)',
      holderMark: '%{name}: düzenliyor',
    },
    actions: {
      hold: 'Düzenlemeye başla',
      request: 'İzin iste',
      takeOver: 'Devral',
      remove: '%{name} sayfadan çıkarılsın',
    },
    waiting: '{{name, genitive}} yanıtı bekleniyor: reddedilmezse izin %{seconds} sn sonra size geçer',
    requestedBy: '%{name} izin istedi',
    takeOverConfirm: {
      title: 'Düzenleme izni devralınsın mı?',
      message: '%{name} bu içeriği düzenliyor. Devraldığınızda {{name, genitive}} düzenlemesi hemen biter; kaydetmediği değişiklikler taslaklarına geçer.',
      confirm: 'Devral',
    },
    removeConfirm: {
      title: '%{name} sayfadan çıkarılsın mı?',
      message: '%{name} bilgilendirilir ve içerik listesine gönderilir.',
      confirm: 'Çıkar',
    },
    dialog: {
      title: 'İzin isteği',
      message: '%{name} bu içeriğin düzenleme iznini istiyor.',
      countdown: 'Reddetmezseniz izin %{seconds} sn sonra ona geçer.',
      draftHint: 'Kaydetmediğiniz değişiklikler taslağınız olarak saklanır.',
      accept: 'Kabul et',
      decline: 'Reddet',
    },
    notice: {
      given: { message: 'Artık bu içeriği düzenleyebilirsiniz.' },
      declined: { message: 'Düzenleme izni isteğiniz reddedildi.' },
      handedOver: { title: 'Düzenleme izni artık {{name, genitive}} elinde', message: 'Bu düzenleyici salt okunur. Kaydetmediğiniz değişiklikler taslaklarınızda.' },
      takenOver: { title: '%{name} düzenleme iznini devraldı', message: 'Bu düzenleyici salt okunur. Kaydetmediğiniz değişiklikler taslaklarınızda.' },
      expired: { title: 'Düzenleme izninizin süresi doldu', message: 'Bağlantı çok uzun süre kesildi. Kaydetmediğiniz değişiklikler taslaklarınızda.' },
      otherTab: { title: 'Başka bir sekmede düzenliyorsunuz', message: 'Bu içeriği başka bir sekmede açtınız; izin artık o sekmede. Burada kaydetmediğiniz değişiklikler taslaklarınızda.' },
      removed: { title: 'Sayfadan çıkarıldınız', message: 'İçeriği düzenleyen kullanıcı sizi sayfadan çıkardı.' },
      alreadyRequested: { message: 'İzni zaten istediniz; yanıtı bekleyin.' },
      requestedByOther: { message: 'İzni başka bir kullanıcı zaten istedi; yanıtlandıktan sonra yeniden deneyin.' },
      failed: { message: 'Bağlantıyı kontrol edip yeniden deneyin.' },
      drafts: 'Taslaklarınız',
    },
    list: { editing: 'Düzenleyen', editedBy: '%{name} düzenliyor' },
  },
};
