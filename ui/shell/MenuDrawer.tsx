import { Modal } from '../components/Modal';
import { useText } from '../i18n';
import { UserMenuLinks } from './UserMenuLinks';

/** The bottom bar's 'Мени' opens the user menu (docs/product/browsing.md) in the shared modal on phones. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <Modal open={open} onClose={onClose} title={t('header.userMenu')} maxWidth={420}>
      <UserMenuLinks variant="drawer" onNavigate={onClose} />
    </Modal>
  );
}
