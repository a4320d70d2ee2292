// The shapes the identity service takes and answers, shared by the bot, the HTTP routes and pages.

/** A Telegram account as an update's `from`, the Login Widget or a Mini App describes it. */
export interface TelegramAccount {
  id: number;
  username?: string | null; // without @
  first_name?: string | null;
  photo_url?: string | null;
}

/** A signed-in person, as the pages and `GET /api/auth/me` show them. */
export interface UserView {
  id: string;
  telegramId: number;
  username: string | null;
  firstName: string | null;
  photoUrl: string | null;
}

export interface SessionGrant {
  /** The opaque session token for the cookie; only its SHA-256 is stored. */
  token: string;
  expiresAt: number; // epoch ms
}

export interface LoginResult {
  session: SessionGrant;
  user: UserView;
  /** Paid orders that became this user's at this login (contact matched, no owner yet). */
  boundOrderIds: string[];
}

export type BindRefusal =
  | 'unknown_token' // no order has this start token
  | 'no_username' // the Telegram account has no username, so it cannot match the order's contact
  | 'username_mismatch' // the order was placed for another username; nothing was bound
  | 'bound_to_other'; // another Telegram account owns the order already

export type BindResult =
  | {
      ok: true;
      orderId: string;
      status: string;
      /** This account owned the order already (the link was opened again). */
      alreadyBound: boolean;
      /** A delivery was queued because the reading is ready and the chat is now known. */
      deliveryQueued: boolean;
    }
  /** `orderId` when the token named an order (a username refusal can be overcome by confirming it). */
  | { ok: false; reason: BindRefusal; orderId?: string };

/** Whom the operator gives an order to: a Telegram username, or a Telegram user id. */
export type RebindTarget = { telegramUsername: string; telegramUserId?: undefined } | { telegramUserId: number; telegramUsername?: undefined };

/** Who an order went to, before or after a rebind. */
export interface OrderRecipient {
  contact: string;
  ownerUserId: string | null;
  ownerTelegramId: number | null;
  chatId: number | null;
  status: string;
}

export interface RebindResult {
  orderId: string;
  /** Who asked for it (the admin token, an operator's Telegram id), as the caller names them. */
  actor: string;
  before: OrderRecipient;
  after: OrderRecipient;
  /** The reading was queued for the new account (it was ready, or undeliverable). */
  deliveryQueued: boolean;
}

export interface LoginNonceGrant {
  /** Secret kept by the waiting page; the bot link carries it as `login_<nonce>`. */
  nonce: string;
  /** `https://t.me/<bot>?start=login_<nonce>`, or the demo chat page in demo mode. */
  botUrl: string;
  expiresAt: number;
}

export type NonceConfirmation = 'confirmed' | 'already_confirmed' | 'expired' | 'unknown';

export type NonceLogin = { status: 'pending' } | { status: 'expired' } | ({ status: 'ok' } & LoginResult);
