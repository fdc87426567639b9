import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import { AGENCY_MAX_LIMIT } from './agencyPaging.ts';
import { defineListExport, type ExportColumn, type ExportLanguage } from '../../contract/listExports.ts';

const STATUS_NAMES: Record<AgencyStatus, Record<ExportLanguage, string>> = {
  new: { tr: 'Yeni', en: 'New' },
  read: { tr: 'Okundu', en: 'Read' },
  inProgress: { tr: 'Çalışılıyor', en: 'In progress' },
  done: { tr: 'Tamamlandı', en: 'Done' },
  rejected: { tr: 'Reddedildi', en: 'Rejected' },
};

/** The desk's columns (agency/list/:tab, archive/list); the marks of "flags" as their own columns. */
const columns = (category: string, inappropriate: boolean): ExportColumn[] => [
  { name: 'time', select: 'createdDate', label: { tr: 'Tarih', en: 'Date' } },
  { name: 'title', select: 'agencyContentId', label: { tr: 'Ajans haber no', en: 'Agency item id' } },
  { name: 'title', label: { tr: 'Başlık', en: 'Title' } },
  ...(category === 'agencyCategoryName' ? [{ name: 'title', select: 'spot', label: { tr: 'Spot', en: 'Spot' } }] : []),
  { name: 'agency', select: 'agency { name }', label: { tr: 'Ajans', en: 'Agency' }, value: (row) => (row.agency as { name?: string } | null)?.name },
  { name: 'category', select: category, label: { tr: 'Kategori', en: 'Category' } },
  { name: 'flags', select: 'hasItBeenUsed', label: { tr: 'Kullanıldı', en: 'Used' } },
  ...(inappropriate ? [{ name: 'flags', select: 'isInappropriate', label: { tr: 'Uygunsuz', en: 'Inappropriate' } }] : []),
  { name: 'status', label: { tr: 'Durum', en: 'Status' }, value: (row, _, language) => STATUS_NAMES[row.status as AgencyStatus]?.[language] ?? row.status },
];

export const agencyExports = [
  defineListExport({ resource: 'agencyContents', field: 'agencyContents', columns: columns('agencyCategoryName', true), batch: AGENCY_MAX_LIMIT }),
  defineListExport({ resource: 'agencyArchives', field: 'agencyArchives', columns: columns('agencyCategoryName', false), batch: AGENCY_MAX_LIMIT }),
  defineListExport({ resource: 'agencyVideos', field: 'agencyVideos', columns: columns('category', false), batch: AGENCY_MAX_LIMIT }),
];
