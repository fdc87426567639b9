import { UPLOAD_MESSAGES, type UploadMessageKey } from '../../../resources/uploadRules.ts';

/**
 * The upload dialog, the single-file picker and the waitUpload rule (spec 01 §5, §8; spec 02 §5).
 * `upload.messages.*` are the shared rule messages: English is the spec's text itself. Composite
 * messages nest them with $t(…) so each text is written once per language.
 */
const englishRuleMessages: Record<UploadMessageKey, string> = { ...UPLOAD_MESSAGES };

export const en = {
  upload: {
    messages: englishRuleMessages,
    refusals: {
      formatNotSuitable: '%{name}: $t(upload.messages.formatNotSuitable). Allowed extensions: %{extensions}',
      named: '%{name}: $t(upload.messages.%{reason})',
    },
    oversize: {
      confirm:
        '%{name}: $t(upload.messages.tooLarge).\nSuggested maximum: %{suggestedMb} MB\nFile size: %{actualMb} MB\nUpload it anyway?',
      refused: '%{name}: $t(upload.messages.tooLarge).\nMaximum: %{suggestedMb} MB\nFile size: %{actualMb} MB',
    },
    dialog: {
      title: 'Upload files',
      dropzone: 'Drag files here, or click to choose',
      dropzoneSingle: 'Drag a file here, or click to choose',
      dropzoneActive: 'Drop the files here',
      allowed: 'Allowed: %{extensions}',
      maxSize: 'Suggested maximum: %{size} MB',
      empty: 'No files selected yet.',
      files: 'Selected files',
      upload: 'Upload',
      discard: 'Discard selected',
      close: 'Close',
      removeConfirm: 'Remove %{name} from the list?',
      discardConfirm: 'Discard the %{count} selected files?',
      size: '%{size} MB',
      preview: 'Preview of %{name}',
    },
    states: {
      ready: 'Ready',
      queued: 'Waiting',
      uploading: 'Uploading %{progress}%',
      processing: 'Processing…',
      success: 'Uploaded',
      alreadyUploaded: 'Already uploaded',
    },
    actions: {
      start: 'Upload %{name}',
      retry: 'Retry %{name}',
      stop: 'Stop %{name}',
      remove: 'Remove %{name}',
    },
    picker: {
      choose: 'Drag a file here, or click to choose',
      current: 'Current file',
      replace: 'Drag a file here, or click to replace the current one',
      remove: 'Remove file',
      replaceConfirm: 'Replace the current file with %{name}?',
      removeConfirm: 'Remove the current file?',
      description: 'Image description',
      descriptionRequired: 'Image description is required',
    },
    waitUpload: {
      title: 'File upload is in progress',
      message: 'A/an %{name} files are currently uploading. Please wait for all files to upload.',
    },
  },
};

export const tr: typeof en = {
  upload: {
    messages: {
      onlyImageOrVideo: 'Yalnızca video veya resim yükleyebilirsiniz',
      fileNotExist: 'Dosya bulunamadı',
      formatNotSuitable: 'Seçtiğiniz dosya biçimi uygun değil',
      uploadFailed: 'Yükleme başarısız oldu',
      cancelInProgress: 'Devam eden yüklemeyi iptal etmek istediğinize emin misiniz',
      noPostAction: 'Geçerli bir yükleme adresi bulunamadı.',
      noUploadMethod: 'Geçerli bir yükleme yöntemi bulunamadı.',
      tooLarge: 'Dosya izin verilen boyuttan büyük',
      contentMismatch: 'Dosyanın içeriği türüyle uyuşmuyor',
      checkImageSize: 'Resim boyutunu kontrol edin',
      unsupportedImageType: 'Resim türü desteklenmiyor',
      selectImage: 'Lütfen yüklenecek resmi seçin',
    },
    refusals: {
      formatNotSuitable: '%{name}: $t(upload.messages.formatNotSuitable). İzin verilen uzantılar: %{extensions}',
      named: '%{name}: $t(upload.messages.%{reason})',
    },
    oversize: {
      confirm:
        '%{name}: $t(upload.messages.tooLarge).\nÖnerilen en büyük boyut: %{suggestedMb} MB\nDosya boyutu: %{actualMb} MB\nYine de yüklensin mi?',
      refused: '%{name}: $t(upload.messages.tooLarge).\nEn büyük boyut: %{suggestedMb} MB\nDosya boyutu: %{actualMb} MB',
    },
    dialog: {
      title: 'Dosya yükle',
      dropzone: 'Dosyaları buraya sürükleyin ya da seçmek için tıklayın',
      dropzoneSingle: 'Dosyayı buraya sürükleyin ya da seçmek için tıklayın',
      dropzoneActive: 'Dosyaları buraya bırakın',
      allowed: 'İzin verilenler: %{extensions}',
      maxSize: 'Önerilen en büyük boyut: %{size} MB',
      empty: 'Henüz dosya seçilmedi.',
      files: 'Seçilen dosyalar',
      upload: 'Yükle',
      discard: 'Seçilenleri at',
      close: 'Kapat',
      removeConfirm: '%{name} listeden çıkarılsın mı?',
      discardConfirm: 'Seçilen %{count} dosya atılsın mı?',
      size: '%{size} MB',
      preview: '%{name} önizlemesi',
    },
    states: {
      ready: 'Hazır',
      queued: 'Sırada',
      uploading: 'Yükleniyor %%{progress}',
      processing: 'İşleniyor…',
      success: 'Yüklendi',
      alreadyUploaded: 'Zaten yüklenmiş',
    },
    actions: {
      start: '%{name} dosyasını yükle',
      retry: '%{name} için yeniden dene',
      stop: '%{name} yüklemesini durdur',
      remove: '%{name} dosyasını çıkar',
    },
    picker: {
      choose: 'Dosyayı buraya sürükleyin ya da seçmek için tıklayın',
      current: 'Mevcut dosya',
      replace: 'Mevcut dosyayı değiştirmek için buraya sürükleyin ya da tıklayın',
      remove: 'Dosyayı kaldır',
      replaceConfirm: 'Mevcut dosya %{name} ile değiştirilsin mi?',
      removeConfirm: 'Mevcut dosya kaldırılsın mı?',
      description: 'Resim açıklaması',
      descriptionRequired: 'Resim açıklaması zorunludur',
    },
    waitUpload: {
      title: 'Dosya yükleme devam ediyor',
      message: '%{name} dosyaları yükleniyor. Lütfen tüm dosyaların yüklenmesini bekleyin.',
    },
  },
};
