import { portToken } from '../ports/token';
import { Store } from '../store/store';
import { isLanguageLoaded, loadLanguage, type Language } from './catalogue';

export interface LanguageState {
  /** The language the user (or the embedding page) asked for. */
  readonly requested: Language;
  /** The language texts are shown in: the requested one once its catalogue is in memory, Macedonian until then. */
  readonly shown: Language;
}

/**
 * The one source of the interface language, for the core and the UI alike: every use case reads `current()` when
 * it writes a text (a toast, a label, a failure), and the UI's LanguageProvider renders `shown`. A language whose
 * catalogue is a chunk of its own (Albanian) is loaded first; if it cannot be (offline), texts stay Macedonian
 * rather than failing.
 */
export class LanguageStore extends Store<LanguageState> {
  constructor(initial: Language = 'mk') {
    super({ requested: initial, shown: isLanguageLoaded(initial) ? initial : 'mk' });
    if (!isLanguageLoaded(initial)) void this.select(initial);
  }

  /** The language to write texts in now. */
  readonly current = (): Language => this.getSnapshot().shown;

  /** Switches the interface language; resolves once its texts are shown (or it stays Macedonian, when offline). */
  async select(language: Language): Promise<void> {
    this.patch({ requested: language });
    try {
      await loadLanguage(language);
    } catch {
      return;
    }
    if (this.getSnapshot().requested === language) this.patch({ shown: language });
  }
}

export const LANGUAGE = portToken<LanguageStore>('language');
