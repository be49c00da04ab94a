import { CLOCK_PORT, HTTP_PORT, LANGUAGE, LOGGER_PORT, MONEY, Money, NAVIGATOR_PORT, NOTIFIER_PORT, SESSION, randomUuid } from '../../core';
import { resolve } from '../container';
import type { Feature } from '../feature';

/**
 * The money screens (issue 21: boost, add credits, the payment result, transactions, billing) and the wallet balance
 * the user menu shows: a feature module loaded when one of those screens, or the signed-in user's menu, first needs
 * it — never with the first page.
 */
export const moneyFeature: Feature<Money> = {
  name: 'money',
  bindings(define) {
    define.singleton(
      MONEY,
      (get) =>
        new Money({
          http: get(HTTP_PORT),
          notifier: get(NOTIFIER_PORT),
          logger: get(LOGGER_PORT),
          navigator: get(NAVIGATOR_PORT),
          clock: get(CLOCK_PORT),
          language: get(LANGUAGE).current,
          newKey: randomUuid,
          signedIn: () => {
            const session = get(SESSION).getSnapshot();
            return session.user !== null && !session.loggingOut;
          },
        }),
    );
  },
  start: (container) => resolve(container, MONEY),
};
