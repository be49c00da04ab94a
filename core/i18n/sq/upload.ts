import type { uploadMk } from '../mk/upload';

// Albanian upload tile texts (issue 39): they need a native speaker's review before release.
export const uploadSq: Record<keyof typeof uploadMk, string> = {
  'upload.choose': 'Zgjidh fotografinë',
  'upload.chooseMany': 'Zgjidh fotografitë',
  'upload.change': 'Ndrysho fotografinë',
  'upload.dropHint': 'ose tërhiqeni këtu',
  'upload.dropHintMany': 'ose tërhiqini këtu',
  'upload.dropNow': 'Lëshojeni për ta ngarkuar',
  'upload.takePhoto': 'Bëj foto',
  'upload.progress': 'Po ngarkohet: {percent}%',
  'upload.retry': 'Provo përsëri',
  'upload.preview': 'Pamje: {label}',
};
