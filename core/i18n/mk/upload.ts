// The upload tile's texts (issue 39): photos in the wizard, the identity document's sides, the profile picture.
// They come with the tile's chunk (addTexts in ui/components/UploadTile.tsx), never with the first page.
export const uploadMk = {
  'upload.choose': 'Избери слика',
  'upload.chooseMany': 'Избери слики',
  'upload.change': 'Промени ја сликата',
  'upload.dropHint': 'или повлечете ја овде',
  'upload.dropHintMany': 'или повлечете ги овде',
  'upload.dropNow': 'Пуштете за да се прикачи',
  'upload.takePhoto': 'Сликај',
  'upload.progress': 'Се прикачува: {percent}%',
  'upload.retry': 'Обиди се повторно',
  'upload.preview': 'Преглед: {label}',
} as const;
