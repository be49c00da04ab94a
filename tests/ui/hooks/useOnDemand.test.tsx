import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useOnDemand } from '../../../ui/hooks/useOnDemand';

function Probe({ load, wanted }: { load: () => Promise<{ text: string }>; wanted: boolean }) {
  const module = useOnDemand(load, wanted);
  return <output data-testid="probe">{module ? module.text : 'none'}</output>;
}

describe('useOnDemand (a module fetched when first wanted)', () => {
  it('fetches nothing until wanted, then gives the module; a later mount has it at once', async () => {
    const load = vi.fn(async () => ({ text: 'Кориснички мени' }));
    const { rerender, unmount } = render(<Probe load={load} wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Probe load={load} wanted />);
    expect(await screen.findByText('Кориснички мени')).toBeInTheDocument();
    unmount();
    render(<Probe load={load} wanted={false} />);
    expect(screen.getByTestId('probe')).toHaveTextContent('Кориснички мени');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays empty when the fetch fails (offline) and fetches again the next time it is wanted', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue({ text: 'готово' });
    const { rerender } = render(<Probe load={load} wanted />);
    await act(async () => undefined);
    expect(screen.getByTestId('probe')).toHaveTextContent('none');
    rerender(<Probe load={load} wanted={false} />);
    rerender(<Probe load={load} wanted />);
    expect(await screen.findByText('готово')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
