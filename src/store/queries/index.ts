// The query modules, one per aggregate, over one connection or one transaction. They own the SQL:
// `kysely` is imported only by src/store and these modules (eslint.config.js enforces it), and the
// services call their methods with plain values and get plain records back. A unit of work that
// must commit together (an action and its audit entry, a status change and the job it causes) runs
// in `transaction`, whose callback gets the same modules bound to that transaction.
import { PostgresAdapter, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import type { Database } from '../schema.js';
import { AgentQueries } from './agents.js';
import { AlertMarkQueries } from './alert-marks.js';
import { AuditQueries } from './audit.js';
import { ConfirmationQueries } from './confirmations.js';
import { DeliveryQueries } from './deliveries.js';
import { DemoChatQueries } from './demo-chat.js';
import { IdentityQueries } from './identities.js';
import { JobQueries } from './jobs.js';
import { OperationsQueries } from './operations.js';
import { OrderQueries } from './orders.js';
import { OrderRecordQueries } from './order-records.js';
import { ReadingsQueries } from './readings.js';
import { PaymentQueries } from './payments.js';
import { PersonalDataQueries } from './personal-data.js';
import { SalesQueries } from './sales.js';
import { SettingsQueries } from './settings.js';
import { TelegramPaceQueries } from './telegram-pace.js';
import { WorkerQueries } from './workers.js';
import { UsernameQueries } from './usernames.js';
import { ChatLanguageQueries } from './chat-languages.js';
import { BuyerPaymentQueries } from './buyer-payments.js';

export class Queries {
  readonly sales: SalesQueries;
  readonly orderRecords: OrderRecordQueries;
  readonly deliveries: DeliveryQueries;
  readonly telegramPace: TelegramPaceQueries;
  readonly orders: OrderQueries;
  readonly settings: SettingsQueries;
  readonly audit: AuditQueries;
  readonly readings: ReadingsQueries;
  readonly demoChat: DemoChatQueries;
  readonly alertMarks: AlertMarkQueries;
  readonly jobs: JobQueries;
  readonly workers: WorkerQueries;
  readonly payments: PaymentQueries;
  readonly usernames: UsernameQueries;
  readonly operations: OperationsQueries;
  readonly confirmations: ConfirmationQueries;
  readonly agents: AgentQueries;
  readonly identities: IdentityQueries;
  readonly personalData: PersonalDataQueries;
  readonly chatLanguages: ChatLanguageQueries;
  readonly buyerPayments: BuyerPaymentQueries;

  constructor(
    private readonly db: Kysely<Database>,
    /** Told by the connection's adapter unless given: a few statements differ (the job queue's claim). */
    private readonly dialect: DialectName = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite',
  ) {
    this.orders = new OrderQueries(db);
    this.sales = new SalesQueries(db);
    this.orderRecords = new OrderRecordQueries(db);
    this.deliveries = new DeliveryQueries(db);
    this.telegramPace = new TelegramPaceQueries(db);
    this.settings = new SettingsQueries(db);
    this.audit = new AuditQueries(db);
    this.readings = new ReadingsQueries(db);
    this.demoChat = new DemoChatQueries(db);
    this.alertMarks = new AlertMarkQueries(db);
    this.jobs = new JobQueries(db, dialect);
    this.workers = new WorkerQueries(db);
    this.payments = new PaymentQueries(db);
    this.usernames = new UsernameQueries(db);
    this.operations = new OperationsQueries(db);
    this.confirmations = new ConfirmationQueries(db);
    this.agents = new AgentQueries(db);
    this.identities = new IdentityQueries(db);
    this.personalData = new PersonalDataQueries(db);
    this.chatLanguages = new ChatLanguageQueries(db);
    this.buyerPayments = new BuyerPaymentQueries(db);
  }

  /**
   * Runs `work` in one transaction (or inside the one these modules are bound to already).
   * `snapshot`: every read sees the database as of one moment (PostgreSQL's repeatable read; a
   * SQLite transaction is one already).
   */
  transaction<T>(work: (q: Queries) => Promise<T>, options: { snapshot?: boolean } = {}): Promise<T> {
    if (this.db.isTransaction) return work(this);
    const begin = this.db.transaction();
    return (options.snapshot ? begin.setIsolationLevel('repeatable read') : begin).execute((trx) => work(new Queries(trx, this.dialect)));
  }
}
