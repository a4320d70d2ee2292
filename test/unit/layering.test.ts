// The lint setup enforces the layering README's Layout describes: an import that points up fails `npm run lint`. These
// run ESLint itself, with the project's config, on files written where the layers would put them.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'layers/imports-point-down' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layering in the lint setup', () => {
  it('refuses services importing the HTTP layer, the web pages, or an adapter', async () => {
    expect(await layeringErrors('src/services/orders/example.ts', "import { sendProblem } from '../../http/plugins/errors.js';\nexport const x = sendProblem;\n")).toEqual([
      'layering (README, Layout): src/services does not import src/http',
    ]);
    expect(await layeringErrors('src/services/example.ts', "import { createBot } from '../telegram/bot.js';\nexport const x = createBot;\n")).toEqual([
      'layering (README, Layout): src/services does not import src/telegram',
    ]);
    // A service's own sibling folder of the same name as an adapter is not the adapter.
    expect(await layeringErrors('src/services/orders/example.ts', "import { PaymentService } from '../payments/payment-service.js';\nexport const x = PaymentService;\n")).toEqual([]);
  });

  it('keeps astro and reading pure: no services, no frameworks, no file I/O', async () => {
    expect(await layeringErrors('src/astro/chart/example.ts', "import type { Services } from '../../services/index.js';\nexport type X = Services;\n")).toEqual([
      'layering (README, Layout): src/astro does not import src/services',
    ]);
    expect(await layeringErrors('src/reading/render/example.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toHaveLength(1);
    expect(await layeringErrors('src/astro/chart/example.ts', "import { Kysely } from 'kysely';\nexport const x = Kysely;\n")).toHaveLength(1);
  });

  it('lets the HTTP layer know the composition by its type only, and the root see everything', async () => {
    expect(await layeringErrors('src/http/routes/example.ts', "import type { Composition } from '../../compose.js';\nexport type X = Composition;\n")).toEqual([]);
    expect(await layeringErrors('src/http/routes/example.ts', "import { compose } from '../../compose.js';\nexport const x = compose;\n")).toEqual([
      'layering (README, Layout): src/http does not import src/compose (types only)',
    ]);
    expect(await layeringErrors('src/compose.ts', "import { buildApp } from './app.js';\nimport { createBot } from './telegram/bot.js';\nexport const x = [buildApp, createBot];\n")).toEqual([]);
  });

  it('keeps the SQL in src/store: kysely is refused elsewhere, types too, and allowed in the store and its query modules', async () => {
    const sqlErrors = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
    };
    const refused = "'kysely' import is restricted from being used. layering: SQL lives in src/store and its query modules (src/store/queries/<aggregate>.ts); call a query module instead";
    expect(await sqlErrors('src/services/catalog/example.ts', "import { sql } from 'kysely';\nexport const x = sql;\n")).toEqual([refused]);
    expect(await sqlErrors('src/services/catalog/example.ts', "import type { Kysely } from 'kysely';\nexport type X = Kysely<object>;\n")).toEqual([refused]);
    expect(await sqlErrors('src/telegram/example.ts', "import type { Transaction } from 'kysely';\nexport type X = Transaction<object>;\n")).toEqual([refused]);
    expect(await sqlErrors('src/http/routes/pages/example.ts', "import { sql } from 'kysely';\nexport const x = sql;\n")).toEqual([refused]);
    expect(await sqlErrors('src/mcp/example.ts', "import { sql } from 'kysely';\nexport const x = sql;\n")).toEqual([refused]);
    // No exceptions: the files that kept SQL of their own until the orders and jobs modules moved are refused like any other.
    for (const formerly of ['src/services/orders/lifecycle.ts', 'src/services/payments/payment-service.ts', 'src/services/delivery/delivery-service.ts', 'src/jobs/queue.ts', 'src/services/operator/sales-stats.ts']) {
      expect(await sqlErrors(formerly, "import type { Transaction } from 'kysely';\nexport type X = Transaction<object>;\n"), formerly).toEqual([refused]);
    }
    expect(await sqlErrors('src/store/queries/example.ts', "import { sql } from 'kysely';\nexport const x = sql;\n")).toEqual([]);
    expect(await sqlErrors('src/store/example.ts', "import { sql } from 'kysely';\nexport const x = sql;\n")).toEqual([]);
  });

  it('keeps the store below the services: a query module answers in its own records and imports nothing above', async () => {
    expect(await layeringErrors('src/store/queries/example.ts', "import type { OrderStatus } from '../../services/orders/lifecycle.js';\nexport type X = OrderStatus;\n")).toEqual([
      'layering (README, Layout): src/store does not import src/services',
    ]);
    expect(await layeringErrors('src/store/schema.ts', "import type { Job } from '../jobs/kinds.js';\nexport type X = Job;\n")).toEqual(['layering (README, Layout): src/store does not import src/jobs']);
    // The one adapter in the store of an interface the services own.
    expect(await layeringErrors('src/store/oauth-store.ts', "import type { OAuthStore } from '../services/oauth/store.js';\nexport type X = OAuthStore;\n")).toEqual([]);
  });
});
