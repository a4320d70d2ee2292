// The payment providers enabled on this installation (PAYMENT_PROVIDERS), and which of them can take
// an order: each states the currencies it takes.
import type { CheckoutInfo } from '../catalog/catalog-service.js';
import type { PaymentProvider } from './provider.js';

export class PaymentProviders {
  private readonly byName: Map<string, PaymentProvider>;

  constructor(readonly all: readonly PaymentProvider[]) {
    if (all.length === 0) throw new Error('at least one payment provider must be enabled');
    this.byName = new Map(all.map((p) => [p.name, p]));
  }

  get(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }

  /** The provider an order goes straight to, when only one is enabled; else buyers choose on our page. */
  get only(): PaymentProvider | null {
    return this.all.length === 1 ? this.all[0]! : null;
  }

  /** True when no enabled provider moves money. */
  get demo(): boolean {
    return this.all.every((p) => p.demo);
  }

  /**
   * The currency a provider charges an order in: the order's own when it takes it, else the first
   * of its currencies the catalog has prices in (Telegram Stars for an order placed in USD).
   */
  currencyFor(provider: PaymentProvider, orderCurrency: string, catalogCurrencies: readonly string[]): string | null {
    if (provider.currencies.includes(orderCurrency)) return orderCurrency;
    return provider.currencies.find((c) => catalogCurrencies.includes(c)) ?? null;
  }

  get checkoutInfo(): CheckoutInfo {
    return { providers: this.all.map((p) => ({ name: p.name, currencies: p.currencies, demo: p.demo })) };
  }
}
