import { useState, type ReactNode } from 'react';
import { useOnDemand } from '../hooks/useOnDemand';
import { useSessionView } from '../session/useSessionView';
import { useServices } from '../services';
import { Outlet } from 'react-router';
import { useText } from '../i18n';
import { useBootHandOff } from './bootHandOff';
import { BottomBar } from './BottomBar';
import type { ChatRootComponent } from './ChatLauncher';
import { Header } from './Header';
import { RequireAuth } from './RequireAuth';
import { RouteFocus } from './RouteFocus';
import { ScrollMemory } from './ScrollMemory';
import { StickyControls } from './StickyControls';
import { Toasts } from './Toasts';
import styles from './AppShell.module.css';

/** Below every page's content: a shell part fetched as the shell first renders (docs/architecture.md "Loading late"),
 * so the first download carries only what the first screen shows. Added after the content, it moves nothing. */
const loadFooter = () => import('./Footer');

export interface AppShellProps {
  year: number;
  /** The chat UI's root (ui/chat/), which provides the ChatLauncher and renders the dialog; none: no chat. */
  ChatRoot?: ChatRootComponent;
  /** Child routes render here; tests may pass content instead of an Outlet. */
  children?: ReactNode;
}

/** The phone menu's drawer (the shared modal) comes with its first opening. */
const loadMenuDrawer = () => import('./MenuDrawer');
/** Pull-to-refresh exists only inside the native mobile wrapper: a browser never downloads it. */
const loadPullToRefresh = () => import('./PullToRefresh');
/** The one-tap prompt's code comes only for a logged-out visitor (the server then says whether Google is offered). */
const loadOneTapPrompt = () => import('./OneTapPrompt');

function PassThrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** The frame of every page (docs/product/README.md): header, sticky controls, content, footer, bottom bar, toasts. */
export function AppShell({ year, ChatRoot = PassThrough, children }: AppShellProps) {
  const t = useText();
  const [menuOpen, setMenuOpen] = useState(false);
  const drawer = useOnDemand(loadMenuDrawer, menuOpen);
  const footer = useOnDemand(loadFooter, true);
  const { config } = useServices();
  const pullToRefresh = useOnDemand(loadPullToRefresh, config.nativeWrapper);
  const { loaded, loggedIn } = useSessionView();
  const oneTap = useOnDemand(loadOneTapPrompt, loaded && !loggedIn);
  useBootHandOff('shell');
  return (
    <ChatRoot>
      <div className={styles.shell}>
        <a href="#main" className={styles.skip}>
          {t('skip.toContent')}
        </a>
        <Header />
        <main id="main" className={styles.main} tabIndex={-1}>
          <RequireAuth>{children ?? <Outlet />}</RequireAuth>
        </main>
        {footer && <footer.Footer year={year} />}
        <StickyControls />
        <BottomBar onOpenMenu={() => setMenuOpen(true)} />
        {drawer && <drawer.MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />}
        <ScrollMemory />
        <RouteFocus />
        {pullToRefresh && <pullToRefresh.PullToRefresh onRefresh={() => window.location.reload()} />}
        {oneTap && <oneTap.OneTapPrompt />}
        <Toasts />
      </div>
    </ChatRoot>
  );
}
