// Table shapes as Kysely sees them. Timestamps are epoch milliseconds (bigint-safe numbers) so that
// SQLite and PostgreSQL store and compare them the same way; JSON columns are text.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Epoch milliseconds; PostgreSQL returns bigint as string, so reads are normalised by the store. */
type Millis = ColumnType<number, number, number>;

interface SettingsTable {
  key: string;
  value: string; // JSON
  updated_at: Millis;
}

import type { OrderStatus } from './order-status.js';

export type { OrderStatus };

export interface OrdersTable {
  id: string;
  status: OrderStatus;
  product: string;
  addons: string; // JSON array of add-on ids
  sum: number; // in minor units (cents)
  currency: string;
  name: string;
  phone: string; // E.164
  contact: string; // @username as given
  contact_normalized: string; // lower-case username without @
  meta: string; // JSON object of birth fields
  idempotency_key: string | null;
  request_hash: string | null;
  owner_user_id: string | null;
  agent_registration_id: string | null;
  created_at: Millis;
  updated_at: Millis;
  paid_at: Millis | null;
  expires_at: Millis;
  /** The Telegram chat the reading goes to, once the buyer opened the bot link. */
  owner_chat_id: number | null;
  ready_at: Millis | null;
  delivered_at: Millis | null;
  /** The last error of reading generation or delivery, for the operator. */
  last_error: string | null;
  /** `name` folded (NFKC, lower case) for the operator's search; erased with the name (migration 009). */
  name_folded: ColumnType<string, string | undefined, string>;
}

type OrderEventType = 'status' | 'error' | 'owner';

/** What happened to an order besides its rows' current state: written by the lifecycle module only. */
interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  type: OrderEventType;
  from_status: OrderStatus | null;
  to_status: OrderStatus | null;
  detail: string | null;
  created_at: Millis;
}

/** Every operator action: who, when, what, on which order, and the state before and after (JSON). */
interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  order_id: string | null;
  before: string | null;
  after: string | null;
  created_at: Millis;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

interface PaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  provider_ref: string | null;
  pay_url: string;
  status: PaymentStatus;
  amount: number; // minor units
  currency: string;
  /** Who paid, where a refund must name them (the Telegram user of a Stars payment). */
  payer_ref: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Millis;
  updated_at: Millis;
}

export type RefundStatus = 'requested' | 'pending' | 'succeeded' | 'failed';

/**
 * Money given back on a payment, one row per refund: those we asked of a provider (the id is the
 * idempotency key it sees), and those a provider reported made elsewhere (its dashboard). What a
 * payment has given back is the sum of its `succeeded` rows; a payment wholly given back is `refunded`.
 */
export interface RefundsTable {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  provider_ref: string | null;
  reason: string;
  last_error: string | null;
  created_at: Millis;
  updated_at: Millis;
}

/** Provider events already applied: a replayed event id changes nothing. */
interface PaymentEventsTable {
  provider: string;
  event_id: string;
  payment_id: string;
  type: string;
  received_at: Millis;
}

interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string; // JSON
  run_at: Millis;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: Millis | null;
  last_error: string | null;
  done_at: Millis | null;
  failed_at: Millis | null;
  created_at: Millis;
  /** When the operator was told this job is taking too long (migration 010); once per job. */
  stuck_alerted_at: ColumnType<number | null, number | null | undefined, number | null>;
}

interface UsersTable {
  id: string;
  telegram_id: number;
  username: string | null;
  first_name: string | null;
  photo_url: string | null;
  created_at: Millis;
  updated_at: Millis;
}

interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Millis;
  expires_at: Millis;
}

export interface ReadingsTable {
  id: string;
  order_id: string;
  kind: string;
  report: string; // JSON
  markdown: string;
  html: string;
  telegram: string; // JSON string[]
  wheel_svg: string | null;
  wheel_png: Buffer | null;
  pdf: Buffer | null;
  created_at: Millis;
}

interface DeliveryPartsTable {
  reading_id: string;
  chat_id: number;
  part: number;
  kind: 'message' | 'photo' | 'document';
  telegram_message_id: number | null;
  /**
   * `sending`: recorded just before the Telegram call, so a crash may have left it sent or not;
   * `sent`: Telegram accepted it (migration 007).
   */
  status: ColumnType<'sending' | 'sent', 'sending' | 'sent' | undefined, 'sending' | 'sent'>;
  started_at: Millis | null;
  sent_at: Millis | null;
}

interface LoginNoncesTable {
  nonce_hash: string;
  created_at: Millis;
  expires_at: Millis;
  /** Set when the bot confirmed who is logging in. */
  user_id: string | null;
  confirmed_at: Millis | null;
  /** Set when the waiting page traded the nonce for a session: a nonce logs in once. */
  consumed_at: Millis | null;
}

interface LoginReplaysTable {
  hash: string;
  expires_at: Millis;
}

interface TelegramPaceSlotsTable {
  slot: ColumnType<number, number, number>;
}

interface TelegramPaceChatsTable {
  chat_id: ColumnType<number, number, number>;
  next_at: Millis;
}

interface DeliveryLeasesTable {
  order_id: string;
  holder: string;
  locked_until: Millis;
}

export interface DemoMessagesTable {
  id: Generated<number>;
  chat_id: number;
  order_id: string | null;
  sender: 'bot' | 'user';
  kind: 'text' | 'photo' | 'document';
  text: string | null;
  buttons: string | null; // JSON: DemoButton[][]
  reading_id: string | null;
  created_at: Millis;
}

/** `oauth`: a person approved an OAuth client at the authorization endpoint. */
export type AgentIdentityType = 'anonymous' | 'identity_assertion' | 'oauth';
export type AgentRegistrationStatus = 'pending_claim' | 'claimed' | 'refused' | 'revoked';

export interface AgentRegistrationsTable {
  id: string;
  identity_type: AgentIdentityType;
  client_name: string | null;
  status: AgentRegistrationStatus;
  claim_token_hash: string | null;
  claim_code_hash: string | null;
  claim_expires_at: Millis | null;
  user_id: string | null;
  claimed_at: Millis | null;
  revoked_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface OAuthClientsTable {
  client_id: string;
  source: 'registration' | 'metadata_document';
  client_name: string | null;
  redirect_uris: string; // JSON array
  token_endpoint_auth_method: 'none' | 'client_secret_post' | 'client_secret_basic';
  secret_hash: string | null;
  scope: string | null;
  metadata: string; // JSON
  created_at: Millis;
  refresh_after: Millis | null;
}

export interface OAuthCodesTable {
  code_hash: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  code_challenge: string;
  scopes: string;
  resource: string;
  expires_at: Millis;
  used_at: Millis | null;
  registration_id: string | null;
  created_at: Millis;
}

interface OAuthRefreshTokensTable {
  token_hash: string;
  registration_id: string;
  client_id: string;
  scopes: string;
  resource: string;
  expires_at: Millis;
  used_at: Millis | null;
  created_at: Millis;
}

export type CredentialKind = 'api_key' | 'access_token';

interface CredentialsTable {
  token_hash: string;
  kind: CredentialKind;
  registration_id: string;
  user_id: string | null;
  scopes: string; // space-separated
  created_at: Millis;
  expires_at: Millis | null;
  revoked_at: Millis | null;
}

/** An account other than the order's contact confirming the order by its phone's last four digits. */
interface OrderConfirmationsTable {
  order_id: string;
  telegram_id: number;
  wrong_answers: ColumnType<number, number | undefined, number>;
  asked_at: Millis;
  locked_at: Millis | null;
  confirmed_at: Millis | null;
}

/** Per Telegram account: its one open confirmation question and its wrong answers of the day (migration 014). */
export interface ConfirmationAccountsTable {
  telegram_id: number;
  order_id: string | null;
  asked_at: Millis | null;
  window_started_at: ColumnType<number, number | undefined, number>;
  wrong_in_window: ColumnType<number, number | undefined, number>;
}

/** Per order: the wrong confirmation answers it took from every account together (migration 014). */
export interface ConfirmationOrdersTable {
  order_id: string;
  wrong_answers: ColumnType<number, number | undefined, number>;
}

/** A Telegram account seen with a username, first and last (migration 015). */
export interface TelegramUsernamesTable {
  username: string; // lower case, without @
  telegram_id: number;
  first_seen_at: Millis;
  last_seen_at: Millis;
}

/** The language a chat with the bot speaks, chosen with /language. */
interface ChatLanguagesTable {
  chat_id: number;
  language: string;
  updated_at: Millis;
}

/** Bot links sent before start tokens named their order (migration 005): found by the token's SHA-256. */
interface LegacyStartTokensTable {
  token_hash: string;
  order_id: string;
}

/** One row per running job worker (migration 009): when it started and when it last said it was alive. */
interface WorkerHeartbeatsTable {
  worker_id: string;
  started_at: Millis;
  beat_at: Millis;
}

/** An ongoing condition the operator has been alerted about (migration 010), by a stable key. */
interface OperatorAlertMarksTable {
  key: string;
  created_at: Millis;
}

export interface Database {
  settings: SettingsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  audit_log: AuditLogTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  refunds: RefundsTable;
  jobs: JobsTable;
  users: UsersTable;
  sessions: SessionsTable;
  readings: ReadingsTable;
  delivery_parts: DeliveryPartsTable;
  login_nonces: LoginNoncesTable;
  login_replays: LoginReplaysTable;
  delivery_leases: DeliveryLeasesTable;
  telegram_pace_slots: TelegramPaceSlotsTable;
  telegram_pace_chats: TelegramPaceChatsTable;
  order_confirmations: OrderConfirmationsTable;
  confirmation_accounts: ConfirmationAccountsTable;
  confirmation_orders: ConfirmationOrdersTable;
  telegram_usernames: TelegramUsernamesTable;
  chat_languages: ChatLanguagesTable;
  demo_messages: DemoMessagesTable;
  agent_registrations: AgentRegistrationsTable;
  credentials: CredentialsTable;
  oauth_clients: OAuthClientsTable;
  oauth_codes: OAuthCodesTable;
  oauth_refresh_tokens: OAuthRefreshTokensTable;
  legacy_start_tokens: LegacyStartTokensTable;
  worker_heartbeats: WorkerHeartbeatsTable;
  operator_alert_marks: OperatorAlertMarksTable;
}

export type ReadingRow = Selectable<ReadingsTable>;
export type NewReading = Insertable<ReadingsTable>;
export type UserRow = Selectable<UsersTable>;

export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type JobRow = Selectable<JobsTable>;

export type AgentRegistrationRow = Selectable<AgentRegistrationsTable>;
