/**
 * The permission matrix screen and the refusals of `savePermissions` (the server reads `errors`
 * from here, so the screen and the API answer say the same).
 */
export const en = {
  permissionMatrix: {
    siteTitle: '{{title}}: {{site}}',
    filter: 'Find a category or permission by name',
    permission: 'Permission',
    cell: '{{permission}} ({{role}})',
    ownAccess: 'You cannot remove your own access to the permission matrix.',
    unsaved: 'Unsaved changes: {{count}}',
    noMatch: 'No category or permission matches the filter.',
    save: 'Save',
    undo: 'Undo changes',
    saved: 'The permission matrix was saved. It applies from the next request.',
    conflict: 'Someone else changed the permission matrix meanwhile, so nothing was saved. It has been reloaded: apply your changes again.',
    loadFailed: 'The permission matrix could not be loaded.',
    discardChanges: 'Your changes will be lost. Are you sure?',
    needs: {
      title: 'Some grants do not work alone',
      item: '{{role}}: “{{permission}}” needs “{{needs}}” as well.',
    },
    errors: {
      selfLockout: 'You cannot remove your own access to the permission matrix.',
      roleNotFound: 'Role not found.',
    },
  },
};

export const tr: typeof en = {
  permissionMatrix: {
    siteTitle: '{{title}}: {{site}}',
    filter: 'Kategori ya da yetkiyi adıyla ara',
    permission: 'Yetki',
    cell: '{{permission}} ({{role}})',
    ownAccess: 'Yetki matrisine kendi erişiminizi kaldıramazsınız.',
    unsaved: 'Kaydedilmemiş değişiklik: {{count}}',
    noMatch: 'Aramaya uyan kategori ya da yetki yok.',
    save: 'Kaydet',
    undo: 'Değişiklikleri geri al',
    saved: 'Yetki matrisi kaydedildi. Bir sonraki istekten itibaren geçerli.',
    conflict: 'Yetki matrisi bu arada başka biri tarafından değiştirildiği için hiçbir şey kaydedilmedi. Matris yeniden yüklendi: değişikliklerinizi tekrar uygulayın.',
    loadFailed: 'Yetki matrisi yüklenemedi.',
    discardChanges: 'Değişiklikleriniz kaybolacak. Emin misiniz?',
    needs: {
      title: 'Bazı yetkiler tek başına işe yaramıyor',
      item: '{{role}}: “{{permission}}” için “{{needs}}” yetkisi de gerekir.',
    },
    errors: {
      selfLockout: 'Yetki matrisine kendi erişiminizi kaldıramazsınız.',
      roleNotFound: 'Rol bulunamadı.',
    },
  },
};
