import { describe, expect, it } from 'vitest';
import { findLinks, messageParts } from '../../../../core/trust/links';
import { decodeHost, decodePunycode } from '../../../../core/trust/punycode';

describe('punycode decoding', () => {
  it.each([
    ['mnchen-3ya', 'münchen'],
    ['d1abbgf6aiiy', 'президент'],
    ['e1afmkfd', 'пример'],
    ['80ak6aa92e', 'аррӏе'], // Cyrillic letters that read as "apple"
  ])('%s → %s', (input, expected) => {
    expect(decodePunycode(input)).toBe(expected);
  });

  it('leaves a malformed label alone and says nothing was decoded', () => {
    expect(decodePunycode('!!')).toBeNull();
    expect(decodeHost('xn--!!.com')).toEqual({ host: 'xn--!!.com', decoded: false });
    expect(decodeHost('xn--e1afmkfd.com')).toEqual({ host: 'пример.com', decoded: true });
  });
});

describe('links in messages', () => {
  it('links only our own and allowed domains, and shows every link with its real domain', () => {
    const parts = messageParts('Види https://oglasi.mk/oglas/1 или paypa1-secure.example/pay.');
    expect(parts).toMatchObject([
      { kind: 'text', text: 'Види ' },
      { kind: 'link', text: 'https://oglasi.mk/oglas/1', host: 'oglasi.mk', trusted: true, href: 'https://oglasi.mk/oglas/1' },
      { kind: 'text', text: ' или ' },
      { kind: 'link', text: 'paypa1-secure.example/pay', host: 'paypa1-secure.example', trusted: false, href: null },
      { kind: 'text', text: '.' },
    ]);
  });

  it('decodes punycode for display and never trusts it', () => {
    const [link] = findLinks('https://xn--e1afmkfd.com/x');
    expect(link).toMatchObject({ host: 'пример.com', warning: 'punycode', trusted: false, href: null });
  });

  it('marks a host that mixes Cyrillic with Latin letters (a lookalike of ours)', () => {
    const [link] = findLinks('http://оglasi.mk/login');
    expect(link).toMatchObject({ warning: 'mixed_script', trusted: false, href: null });
  });

  it('ignores e-mail domains and dotted words that are not domains', () => {
    expect(findLinks('marko@gmail.com, т.е. ok.faleminderit, 12.500 ден.')).toEqual([]);
  });

  it('trusts subdomains of the allow-list but not names that merely contain it', () => {
    expect(findLinks('www.youtube.com/x m.facebook.com youtube.com.evil.top')).toMatchObject([{ trusted: true }, { trusted: true }, { trusted: false }]);
  });

  it('accepts the page host as one of ours', () => {
    expect(findLinks('http://localhost.test:3000/oglas/1', ['localhost.test'])).toMatchObject([{ trusted: true, href: 'http://localhost.test:3000/oglas/1' }]);
  });
});
