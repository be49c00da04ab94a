import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { buildOnboardingTasks, INITIAL_ONBOARDING_STATE, type OnboardingState } from '../../../core';
import type { UiOnboarding } from '../../../ui/services';
import { renderShell } from '../support/render';
import { createTestServices } from '../support/services';

const banner = () => screen.getByRole('banner');

function checklist(patch: Partial<OnboardingState> = {}): OnboardingState {
  // A user with a complete profile, no active listing and a rejected verification: tasks 2 and 3 to do.
  const tasks = buildOnboardingTasks({ user: null, hasActiveListing: false, verification: 'rejected' }).map((task) => (task.id === 1 ? { ...task, completed: true, clickable: false, status: 'complete' as const } : task));
  return { ...INITIAL_ONBOARDING_STATE, tasks, incompleteCount: 2, visible: true, badgeCount: 2, ...patch };
}

async function setUp(initial: OnboardingState) {
  const state = new BehaviorSubject(initial);
  const onboarding: UiOnboarding = {
    state$: state.asObservable(),
    getSnapshot: () => state.getValue(),
    clickBell: vi.fn(() => state.next({ ...state.getValue(), bellClicked: true, badgeCount: 0 })),
    openTask: vi.fn(() => true),
  };
  const services = createTestServices({ onboarding });
  services.session.logIn({ id: 3, full_name: 'Нов Корисник' });
  renderShell('/oglasi/prebaruvanje', { services });
  // The bell's code is fetched for a signed-in user: let that fetch land.
  await act(async () => {
    await import('../../../ui/shell/ProfileBell');
  });
  return { state, onboarding };
}

describe('the bell and its profile-completion panel (docs/product/accounts.md)', () => {
  it('counts the incomplete tasks on the badge until the bell is first clicked', async () => {
    const { onboarding } = await setUp(checklist());
    const bell = within(banner()).getByRole('button', { name: 'Известувања, 2 незавршени задачи' });
    expect(bell).toHaveTextContent('2');
    fireEvent.click(bell);
    expect(onboarding.clickBell).toHaveBeenCalledTimes(1);
    const after = within(banner()).getByRole('button', { name: 'Известувања' });
    expect(after).not.toHaveTextContent('2');
  });

  it('lists the tasks: done ones plain, the rest as buttons that go to their page and close the panel', async () => {
    const { onboarding } = await setUp(checklist());
    fireEvent.click(within(banner()).getByRole('button', { name: /Известувања/ }));
    const panel = within(banner()).getByRole('region', { name: 'Известувања' });
    expect(within(panel).getByRole('heading', { name: 'Комплетирајте го вашиот профил' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Пополнете го профилот/ })).toBeNull();
    expect(within(panel).getByText('Пополнете го профилот')).toBeInTheDocument();
    expect(within(panel).getByText('Одбиено - обидете се повторно')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: /Објавете го првиот оглас/ }));
    expect(onboarding.openTask).toHaveBeenCalledWith(2);
    expect(within(banner()).queryByRole('region', { name: 'Известувања' })).toBeNull();
  });

  it("shows 'Се проверуваат задачите...' while the tasks are checked", async () => {
    await setUp(checklist({ loading: true, loadingText: 'Се проверуваат задачите...', badgeCount: 0 }));
    fireEvent.click(within(banner()).getByRole('button', { name: 'Известувања' }));
    expect(within(banner()).getByRole('status')).toHaveTextContent('Се проверуваат задачите...');
  });

  it('shows neither bell nor panel when nothing is left to do, and brings them back when something is', async () => {
    const { state } = await setUp(checklist({ visible: false, incompleteCount: 0, badgeCount: 0, complete: true }));
    expect(within(banner()).queryByRole('button', { name: /Известувања/ })).toBeNull();
    act(() => state.next(checklist()));
    expect(within(banner()).getByRole('button', { name: 'Известувања, 2 незавршени задачи' })).toBeInTheDocument();
  });
});
