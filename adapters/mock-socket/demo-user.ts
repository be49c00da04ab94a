/**
 * The demo chat's own user (`?demo=chat`), apart from the rest of the mock data: the web app's session needs only
 * this much up front, the mock conversations come with the mock socket's chunk.
 */
export const DEMO_USER_ID = 1;

export const DEMO_USER = { id: DEMO_USER_ID, name: 'Демо Корисник', email: 'demo@primer.mk', initials: 'ДК' } as const;
