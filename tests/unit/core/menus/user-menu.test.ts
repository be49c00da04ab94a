import { describe, expect, it } from 'vitest';
import { messageText } from '../../../../core';
import { userMenuGroups, type UserMenuEntry } from '../../../../core/menus/user-menu';

const shown = (entry: UserMenuEntry) => (entry.kind === 'link' ? `${messageText(entry.labelId)} ${entry.to}` : `[${entry.kind}] ${entry.to}`);

describe('the user menu (docs/product/browsing.md Header)', () => {
  it('holds every signed-in destination in its groups, in order', () => {
    const groups = userMenuGroups({ admin: false, money: true });
    expect(groups.map((group) => [messageText(group.labelId), group.entries.map(shown)])).toEqual([
      ['Мои огласи', ['Мои огласи /korisnik/moi-oglasi', 'Додади оглас /korisnik/oglas', 'Зачувани огласи /korisnik/zachuvani-oglasi', '[savedSearches] /korisnik/zachuvani-prebaruvanja']],
      ['Пораки', ['Пораки /korisnik/inbox']],
      ['Промоции и кредити', ['Промовирај оглас /korisnik/boost', '[wallet] /korisnik/dodadi-krediti', 'Трансакции /korisnik/transakcii', 'Наплата /korisnik/naplata']],
      ['Профил и верификација', ['Мој профил /korisnik/moj-profil', 'Верификација /korisnik/verifikuvaj-profil']],
    ]);
  });

  it('adds the moderation console for an admin only, last', () => {
    const groups = userMenuGroups({ admin: true, money: true });
    expect(groups.at(-1)).toEqual({ id: 'admin', labelId: 'menu.group.admin', entries: [{ kind: 'link', to: '/admin', labelId: 'menu.moderation' }] });
    expect(messageText('menu.group.admin')).toBe('Администрација');
    expect(userMenuGroups({ admin: false, money: true }).some((group) => group.id === 'admin')).toBe(false);
  });

  it('leaves out promotions and credits where the money part is absent', () => {
    expect(userMenuGroups({ admin: false, money: false }).map((group) => group.id)).toEqual(['listings', 'messages', 'profile']);
  });

  it('names each destination once', () => {
    const paths = userMenuGroups({ admin: true, money: true }).flatMap((group) => group.entries.map((entry) => entry.to));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
