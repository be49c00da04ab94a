import { describe, expect, it } from 'vitest';
import { EmbedSignIn, type EmbedGrant, type EmbedTokenApi } from '../../../../core';

const GRANT: EmbedGrant = { token: 'e1.t', expiresAt: 1_900_000_000, user: { id: 7, name: 'Ана', isSupportAgent: false } };

function setup(options: { signedIn?: boolean; refuse?: boolean; opener?: boolean } = {}) {
  let signedIn = options.signedIn ?? false;
  const asked: string[] = [];
  const delivered: EmbedGrant[] = [];
  const api: EmbedTokenApi = {
    requestToken: async (origin) => {
      asked.push(origin);
      if (options.refuse) return { kind: 'refused', messageId: 'embed.originRefused' };
      return signedIn ? { kind: 'granted', grant: GRANT } : { kind: 'signed-out' };
    },
    login: async (email, password) => {
      if (email === 'ana@primer.mk' && password === 'Tajna1!') {
        signedIn = true;
        return { ok: true };
      }
      return { ok: false, messageId: 'invalidCredentials' };
    },
  };
  const receiver = { deliver: (grant: EmbedGrant) => (options.opener === false ? false : (delivered.push(grant), true)) };
  return { signIn: new EmbedSignIn({ api, receiver, partnerOrigin: 'https://dealer.example' }), asked, delivered };
}

describe('EmbedSignIn: the first-party window hands the chat token to the frame', () => {
  it('already signed in to Oglasi: the token goes to the frame at once', async () => {
    const { signIn, asked, delivered } = setup({ signedIn: true });
    await signIn.start();
    expect(asked).toEqual(['https://dealer.example']);
    expect(delivered).toEqual([GRANT]);
    expect(signIn.getSnapshot()).toEqual({ step: 'done', error: null });
  });

  it('signed out: the form, a wrong password tied to it, then the token after the login', async () => {
    const { signIn, delivered } = setup();
    await signIn.start();
    expect(signIn.getSnapshot().step).toBe('form');
    await signIn.submit('', '');
    expect(signIn.getSnapshot()).toEqual({ step: 'form', error: 'invalidCredentials' });
    await signIn.submit('ana@primer.mk', 'pogresno');
    expect(signIn.getSnapshot()).toEqual({ step: 'form', error: 'invalidCredentials' });
    expect(delivered).toEqual([]);
    await signIn.submit(' ana@primer.mk ', 'Tajna1!');
    expect(delivered).toEqual([GRANT]);
    expect(signIn.getSnapshot().step).toBe('done');
  });

  it('fails with the reason for a refused partner origin or a window no chat frame opened', async () => {
    const refused = setup({ signedIn: true, refuse: true });
    await refused.signIn.start();
    expect(refused.signIn.getSnapshot()).toEqual({ step: 'failed', error: 'embed.originRefused' });
    const orphan = setup({ signedIn: true, opener: false });
    await orphan.signIn.start();
    expect(orphan.signIn.getSnapshot()).toEqual({ step: 'failed', error: 'embed.noOpener' });
  });
});
