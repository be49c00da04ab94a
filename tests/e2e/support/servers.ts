/**
 * Where the journeys' servers listen: one per Playwright worker (docs/decisions/163-two-e2e-workers-two-servers.md),
 * worker N's on E2E_PORT + 10·N — apart enough for the embed journey's partner pages on port + 2 and + 3.
 * playwright.config.ts starts them; tests/e2e/support/test.ts points each journey at its worker's.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

export const serverPort = (worker: number): number => E2E_BASE_PORT + 10 * worker;
