import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useScrollLock } from '../hooks/useScrollLock';
import { useText } from '../i18n';
import styles from './Modal.module.css';

/** docs/product/README.md modal defaults. */
export const MODAL_MAX_WIDTH = 1200;
export const MODAL_MAX_HEIGHT = 540;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  maxWidth?: number;
  maxHeight?: number;
  /** The body scrolls inside the modal; some content (the chat) manages its own padding. */
  flushBody?: boolean;
  className?: string;
}

/**
 * The shared modal (docs/product/README.md Other UI elements): closes on Escape, a backdrop click and the red close dot;
 * double-clicking the title bar toggles fullscreen; page scroll is locked and focus trapped while open.
 */
export function Modal({ open, onClose, title, children, maxWidth = MODAL_MAX_WIDTH, maxHeight = MODAL_MAX_HEIGHT, flushBody, className }: ModalProps) {
  const t = useText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useScrollLock(open);
  useFocusTrap(dialogRef, open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;
  const sizing: CSSProperties = fullscreen ? {} : { maxWidth: `${maxWidth}px`, maxHeight: `min(${maxHeight}px, calc(100dvh - 2rem))` };
  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes: dragging a text selection out of the dialog must not.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, fullscreen ? styles.fullscreen : '', className ?? ''].filter(Boolean).join(' ')}
        style={sizing}
        data-fullscreen={fullscreen || undefined}
      >
        <div className={styles.titleBar} onDoubleClick={() => setFullscreen((value) => !value)} data-testid="modal-title-bar">
          <button type="button" className={styles.closeDot} onClick={onClose} aria-label={t('modal.close')} />
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        <div className={flushBody ? styles.bodyFlush : styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
