import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { act, useState } from 'react';
import { handOffBoot, useBootHandOff } from '../../../ui/shell/bootHandOff';
import { renderShell } from '../support/render';

function addBoot(until?: 'page'): HTMLElement {
  const boot = document.createElement('div');
  boot.id = 'boot';
  if (until) boot.dataset.until = until;
  boot.innerHTML = '<div class="boot-hero"><h1>Огласи — купувај и продавај во Македонија</h1></div>';
  document.body.prepend(boot);
  return boot;
}

afterEach(() => document.getElementById('boot')?.remove());

describe('the hand-off from the server preview (#boot) to the React page', () => {
  it('the shell empties a plain preview as it mounts', () => {
    const boot = addBoot();
    renderShell('/');
    expect(boot.hasChildNodes()).toBe(false);
  });

  it('a preview that waits for its page survives the shell, and goes when the page is ready', () => {
    const boot = addBoot('page');
    renderShell('/oglas/golf-7');
    expect(boot.hasChildNodes()).toBe(true);
    let markReady: () => void = () => undefined;
    function Page() {
      const [ready, setReady] = useState(false);
      markReady = () => setReady(true);
      useBootHandOff('page', ready);
      return null;
    }
    render(<Page />);
    expect(boot.hasChildNodes()).toBe(true);
    act(() => markReady());
    expect(boot.hasChildNodes()).toBe(false);
    expect(boot.dataset.until).toBeUndefined();
  });

  it("'always' (a navigation, the time limit) empties any preview; nothing happens without one", () => {
    const boot = addBoot('page');
    handOffBoot('shell');
    expect(boot.hasChildNodes()).toBe(true);
    handOffBoot('always');
    expect(boot.hasChildNodes()).toBe(false);
    boot.remove();
    expect(() => handOffBoot('always')).not.toThrow();
  });
});
