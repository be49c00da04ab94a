import { describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_ACCEPT } from '../../../core';
import { UploadTile, type UploadTileProps } from '../../../ui/components/UploadTile';
import { Providers } from '../support/render';
import { createTestServices } from '../support/services';

const photo = (name = 'predna.jpg', type = 'image/jpeg') => new File(['jpeg'], name, { type });

function tile(props: Partial<UploadTileProps> = {}) {
  const onFiles = vi.fn<(files: File[]) => void>();
  const view = render(
    <Providers services={createTestServices()}>
      <UploadTile label="Предна страна на документот" accept={IMAGE_ACCEPT} onFiles={onFiles} inputTestId="front" {...props} />
    </Providers>,
  );
  // The drop area is the tile's first control.
  const area = screen.getAllByRole('button')[0]!;
  return { ...view, onFiles, area };
}

/** A drag event carrying `files` (or, with `types`, something else: text, the gallery's own photo). */
function drag(kind: 'dragEnter' | 'dragOver' | 'dragLeave' | 'drop', target: Element, files: File[], types = ['Files']) {
  const event = createEvent[kind](target, { dataTransfer: { files, types, dropEffect: 'none' } });
  fireEvent(target, event);
  return event;
}

/** The upload tile (issue 39): one control for the wizard's photos, the identity document and the avatar. */
describe('UploadTile', () => {
  it('is a labelled drop area: its name says what is picked and how, the camera is offered, the real inputs stay hidden', () => {
    const { area } = tile({ hint: 'JPG, PNG или WEBP, до 10 MB.' });
    // Its name is all its visible text (WCAG 2.5.3); the allowed types describe it.
    expect(area).toHaveAccessibleName('Предна страна на документот Избери слика или повлечете ја овде');
    expect(area).toHaveAccessibleDescription('JPG, PNG или WEBP, до 10 MB.');
    expect(screen.getByRole('button', { name: 'Сликај' })).toBeInTheDocument();
    expect(screen.getByTestId('front')).toHaveAttribute('accept', IMAGE_ACCEPT);
    expect(screen.getByTestId('front')).not.toHaveAttribute('multiple');
    expect(screen.getByTestId('front')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByTestId('front-camera')).toHaveAttribute('capture', 'environment');
  });

  it('a click, Enter or Space on the area opens the picker; "Сликај" opens the camera', async () => {
    const user = userEvent.setup();
    const { area } = tile({ capture: 'user' });
    const picker = vi.spyOn(screen.getByTestId('front'), 'click');
    const camera = vi.spyOn(screen.getByTestId('front-camera'), 'click');
    await user.click(area);
    area.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(picker).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Сликај' }));
    expect(camera).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('front-camera')).toHaveAttribute('capture', 'user');
  });

  it('a picked file goes to the caller, and the input is emptied so that the same file can be picked again', async () => {
    const user = userEvent.setup();
    const { onFiles } = tile();
    const file = photo();
    await user.upload(screen.getByTestId('front'), file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect((screen.getByTestId('front') as HTMLInputElement).value).toBe('');
  });

  it('dropping files: the area says to let go while they are over it; one tile takes the first picture, a gallery all of them', () => {
    const { area, onFiles, unmount } = tile();
    const text = new File(['x'], 'beleshka.txt', { type: 'text/plain' });
    const picture = photo();
    expect(drag('dragEnter', area, [text, picture]).defaultPrevented).toBe(true);
    expect(drag('dragOver', area, [text, picture]).defaultPrevented).toBe(true);
    expect(area).toHaveAccessibleName('Предна страна на документот Избери слика Пуштете за да се прикачи');
    expect(drag('drop', area, [text, picture]).defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([picture]);
    expect(area).toHaveAccessibleName('Предна страна на документот Избери слика или повлечете ја овде');
    unmount();

    const gallery = tile({ label: undefined, multiple: true, chooseText: 'Додај слики' });
    const galleryArea = screen.getByRole('button', { name: 'Додај слики или повлечете ги овде' });
    drag('drop', galleryArea, [text, picture]);
    // Every file goes on: the gallery's core refuses the text file with its reason.
    expect(gallery.onFiles).toHaveBeenCalledWith([text, picture]);
  });

  it('a drag without files (text, a photo of the gallery being moved) is not taken', () => {
    const { area, onFiles } = tile();
    expect(drag('dragEnter', area, [], ['text/plain']).defaultPrevented).toBe(false);
    expect(area).toHaveAccessibleName('Предна страна на документот Избери слика или повлечете ја овде');
    expect(drag('drop', area, [], ['text/plain']).defaultPrevented).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows the thumbnail of the picked picture and offers to change it', () => {
    tile({ preview: 'blob:front' });
    expect(screen.getByRole('img', { name: 'Преглед: Предна страна на документот' })).toHaveAttribute('src', 'blob:front');
    expect(screen.getByRole('button', { name: 'Предна страна на документот Промени ја сликата или повлечете ја овде' })).toBeInTheDocument();
  });

  it('shows the progress the caller gives', () => {
    tile({ progress: 0.424 });
    expect(screen.getByText('Се прикачува: 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Се прикачува: 42%' })).toHaveAttribute('value', '0.424');
  });

  it('a failure is said, tied to the area, with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { area } = tile({ error: 'Сликата не е прикачена.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Сликата не е прикачена.');
    expect(area).toHaveAccessibleDescription('Сликата не е прикачена.');
    await user.click(screen.getByRole('button', { name: 'Обиди се повторно' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a refusal without a retry shows no retry button; no camera when the caller asks for none', () => {
    tile({ error: 'Мора да биде слика', capture: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Мора да биде слика');
    expect(screen.queryByRole('button', { name: 'Обиди се повторно' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сликај' })).toBeNull();
    expect(screen.queryByTestId('front-camera')).toBeNull();
  });
});
