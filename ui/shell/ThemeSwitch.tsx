import { Moon } from 'lucide-react';
import { useEffect } from 'react';
import { constantStore, type ThemeChoice } from '../../core';
import { useObservableState } from '../hooks/useObservableState';
import { useText } from '../i18n';
import { useServices } from '../services';
import styles from './LanguageSwitch.module.css';

const NOTHING = constantStore<ThemeChoice | null>(null);

/**
 * "Темна тема" (docs/design.md, Dark mode): one toggle beside the language switch, in the footer and the user menu.
 * A chunk of its own, like the rules it loads (core's ThemeChoice: the system's setting until chosen, the cookie,
 * storage, `data-theme`): the first page carries neither.
 */
export function ThemeSwitch({ variant }: { variant: 'footer' | 'menu' }) {
  const part = useServices().theme;
  const choice = useObservableState(part ?? NOTHING);
  useEffect(() => void part?.load().catch(() => undefined), [part]);
  return choice ? <Toggle variant={variant} choice={choice} /> : null;
}

function Toggle({ variant, choice }: { variant: 'footer' | 'menu'; choice: ThemeChoice }) {
  const t = useText();
  const dark = useObservableState(choice).shown === 'dark';
  const state = variant === 'menu' ? { role: 'menuitemcheckbox', 'aria-checked': dark } : { 'aria-pressed': dark };
  return (
    <div className={styles.switch} data-variant={variant}>
      <button type="button" className={`${styles.option} ${styles.withIcon}`} {...state} onClick={() => choice.toggle()}>
        <Moon size={18} aria-hidden="true" focusable="false" />
        <span>{t('theme.dark')}</span>
      </button>
    </div>
  );
}
