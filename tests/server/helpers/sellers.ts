import { resetDatabase, type TestApp } from './test-server';
import { createCatalogue, createUser, login, type Session } from './fixtures';

/** A fresh marketplace with the four people listing tests need: a verified seller, a non-verified one, a stranger and an admin. */
export async function sellersMarket(app: TestApp) {
  await resetDatabase(app.database);
  const catalogue = await createCatalogue(app.database);
  await createUser(app.database, { email: 'prodavac@primer.mk', verified: true });
  await createUser(app.database, { email: 'kupuvac@primer.mk' });
  await createUser(app.database, { email: 'drug@primer.mk' });
  await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
  const sessions: Record<'verified' | 'unverified' | 'stranger' | 'admin', Session> = {
    verified: await login(app, 'prodavac@primer.mk'),
    unverified: await login(app, 'kupuvac@primer.mk'),
    stranger: await login(app, 'drug@primer.mk'),
    admin: await login(app, 'admin@primer.mk'),
  };
  return { catalogue, ...sessions };
}
