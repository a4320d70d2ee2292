// The invoice of an unpaid order, sent into the buyer's chat with the bot when they open it: the
// same Stars payment the order's payUrl (an invoice link) pays, so either way is one payment.
import type { WorkerLogger } from '../jobs/worker.js';
import type { StarsCheckout } from '../services/payments/stars-checkout.js';
import type { TelegramStarsProvider } from '../payments/telegram-stars-provider.js';
import type { ChatInvoices } from './conversation.js';

export class StarsInvoices implements ChatInvoices {
  constructor(
    private readonly checkout: StarsCheckout,
    private readonly provider: TelegramStarsProvider,
    private readonly logger: WorkerLogger,
  ) {}

  async offer(chatId: number, orderId: string): Promise<boolean> {
    try {
      const invoice = await this.checkout.invoiceFor(orderId);
      if (!invoice) return false;
      await this.provider.sendInvoice(chatId, invoice);
      return true;
    } catch (error) {
      // The buyer still has the payment link on the order page; the bot says the order is unpaid.
      this.logger.warn({ err: error, orderId }, 'stars invoice not sent');
      return false;
    }
  }
}
