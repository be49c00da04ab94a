import { Outlet } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';
import { BottomBar } from './BottomBar';
import styles from './AppShell.module.css';

export function AppShell({ year }: { year: number }) {
  return (
    <div className={styles.shell}>
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
      <Footer year={year} />
      <BottomBar />
    </div>
  );
}
