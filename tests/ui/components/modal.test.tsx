import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '../../../ui/components/Modal';
import { LanguageStore } from '../../../core';
import { LanguageProvider } from '../../../ui/i18n';

function Harness({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <LanguageProvider language={new LanguageStore('mk')}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal
        open={open}
        title="Пријави оглас"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Причина
          <input />
        </label>
        <button type="button">Испрати</button>
      </Modal>
    </LanguageProvider>
  );
}

function openModal(onClose = vi.fn()) {
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return onClose;
}

describe('shared modal (docs/product/README.md Other UI elements)', () => {
  it('closes on Escape', () => {
    const onClose = openModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside the dialog', () => {
    const onClose = openModal();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on the red close dot', () => {
    const onClose = openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Затвори' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('toggles fullscreen on a double-click of the title bar', () => {
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Пријави оглас' });
    expect(dialog).not.toHaveAttribute('data-fullscreen');
    fireEvent.doubleClick(screen.getByTestId('modal-title-bar'));
    expect(dialog).toHaveAttribute('data-fullscreen', 'true');
    fireEvent.doubleClick(screen.getByText('Пријави оглас'));
    expect(dialog).not.toHaveAttribute('data-fullscreen');
  });

  it('uses the docs/product/README.md size defaults: 1200 px wide, 540 px high', () => {
    openModal();
    const style = screen.getByRole('dialog').style;
    expect(style.maxWidth).toBe('1200px');
    expect(style.maxHeight).toContain('540px');
  });

  it('locks page scrolling while open and restores it on close', () => {
    document.body.style.overflow = 'auto';
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('auto');
  });

  it('traps focus inside and returns it to the opener on close', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Затвори' });
    const send = screen.getByRole('button', { name: 'Испрати' });
    expect(close).toHaveFocus();
    send.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(send).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('is a labelled modal dialog', () => {
    openModal();
    expect(screen.getByRole('dialog', { name: 'Пријави оглас' })).toHaveAttribute('aria-modal', 'true');
  });
});
