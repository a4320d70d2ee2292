// Who may use the operator console: a person signed in with Telegram whose id is listed in
// OPERATOR_TELEGRAM_IDS; in a demo installation without a list, everyone who used the demo login
// (a console nobody can open would leave the demo's refunds and retries untried).
import type { UserView } from '../identity/types.js';

export class ConsoleAccess {
  private readonly ids: ReadonlySet<number>;

  constructor(
    operatorTelegramIds: readonly number[],
    /** The demo login is on (demo mode without a bot): every user is a demo user. */
    private readonly demoLoginAllowed: boolean,
  ) {
    this.ids = new Set(operatorTelegramIds);
  }

  /** Every demo-login user is an operator: the console labels itself so. */
  get openToDemoUsers(): boolean {
    return this.ids.size === 0 && this.demoLoginAllowed;
  }

  isOperator(user: UserView): boolean {
    return this.ids.has(user.telegramId) || this.openToDemoUsers;
  }

  /**
   * Named in OPERATOR_TELEGRAM_IDS: the only people a buyer's page offers the console to. In a demo
   * open to every demo login, the console stays reachable at /admin, but a buyer trying the shop is
   * not shown operator controls.
   */
  isNamedOperator(user: UserView): boolean {
    return this.ids.has(user.telegramId);
  }

  /** The actor the audit log records for this operator. */
  actorOf(user: UserView): string {
    return `telegram:${user.telegramId}`;
  }
}
