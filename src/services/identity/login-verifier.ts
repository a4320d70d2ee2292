// What the services need to trust a Telegram login: a check of the data Telegram signed with our
// bot's token (the Login Widget's, or a Mini App's initData). The Telegram adapter implements it
// (src/telegram/login-check.ts); without a bot there is none, and Telegram logins are unavailable.

/** The Telegram account a check vouches for. */
interface TelegramProfile {
  id: number;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
}

type LoginCheckFailure = 'missing_fields' | 'bad_hash' | 'stale' | 'from_future';

export type LoginCheckResult =
  | {
      ok: true;
      profile: TelegramProfile;
      authDate: number; // epoch seconds, as signed
      /** The signed hash: remember it until `authDate + maxAge` to refuse a replay. */
      hash: string;
    }
  | { ok: false; reason: LoginCheckFailure };

export interface TelegramLoginVerifier {
  /** The Login Widget's data: its callback object, or the query of its redirect. */
  checkWidget(data: Record<string, unknown>, nowMs: number): LoginCheckResult;
  /** A Mini App's `Telegram.WebApp.initData`. */
  checkInitData(initData: string, nowMs: number): LoginCheckResult;
}
