import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../core';
import { useObservableState } from '../hooks/useObservableState';
import { useText } from '../i18n';
import { useServices, type UiLanguageChoice } from '../services';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  /** In the footer: a labelled group of toggle buttons. In the user menu: radio items of the menu. */
  variant: 'footer' | 'menu';
}

/**
 * МК / SQ (issue 23): the interface language, switched without a reload (core's LanguageChoice owns the rules:
 * cookie, storage, `<html lang>`, the account's copy). Each button shows the short label and adds the language's
 * own name for assistive technology, in that language (`lang`), so it is pronounced right and found by its name;
 * the name starts with what is shown (WCAG 2.5.3).
 */
export function LanguageSwitch({ variant }: LanguageSwitchProps) {
  const { languageChoice } = useServices();
  if (!languageChoice) return null;
  return <Switch variant={variant} choice={languageChoice} />;
}

function Switch({ variant, choice }: LanguageSwitchProps & { choice: UiLanguageChoice }) {
  const t = useText();
  const { chosen } = useObservableState(choice);
  const buttons = LANGUAGES.map((language: Language) => {
    const selected = language === chosen;
    const state = variant === 'menu' ? { role: 'menuitemradio', 'aria-checked': selected } : { 'aria-pressed': selected };
    return (
      <button key={language} type="button" lang={language} className={styles.option} {...state} onClick={() => void choice.choose(language)}>
        <span>{LANGUAGE_NAMES[language].short}</span>
        <span className={styles.name}>{LANGUAGE_NAMES[language].name}</span>
      </button>
    );
  });
  return (
    <div role="group" aria-label={t('language.switch')} className={styles.switch} data-variant={variant}>
      {buttons}
    </div>
  );
}
