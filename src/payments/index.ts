// The real payment providers PAYMENT_PROVIDERS names, built from their configuration. The demo
// provider is built by the composition root (it reads the payments table), and so is Telegram Stars
// (it pays through the bot's API).
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { PaymentProvider } from '../services/payments/provider.js';
import { StripePaymentProvider } from './stripe-provider.js';
import { YooKassaProvider } from './yookassa-provider.js';

export async function buildPaymentProviders(config: Config, built: { demo: PaymentProvider | null; telegramStars: PaymentProvider | null; clock: Clock }): Promise<PaymentProvider[]> {
  const providers: PaymentProvider[] = [];
  for (const name of config.payments.providers) {
    if (name === 'demo') providers.push(built.demo!);
    else if (name === 'stripe') providers.push(new StripePaymentProvider({ ...config.payments.stripe!, now: () => built.clock.now() }));
    else if (name === 'yookassa') providers.push(new YooKassaProvider(config.payments.yookassa!));
    else if (name === 'telegram_stars') providers.push(built.telegramStars!);
    else throw new Error(`payment provider ${name} is not available in this build yet`);
  }
  return providers;
}
