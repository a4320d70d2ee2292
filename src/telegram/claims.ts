// The claim through the bot: `/start claim_<code>` shows which agent asks for which scopes, and the
// person approves or refuses with a button. Telegram vouches for who pressed it. The claim is the
// person's, not an order's: it speaks the chat's language.
import type { TFunction } from 'i18next';
import { escapeTelegram as esc } from '../reading/render/escape.js';
import { DEFAULT_LANGUAGE } from '../i18n/languages.js';
import type { Translations } from '../i18n/translations.js';
import { CLAIM_CODE, type AgentService, type ClaimView } from '../services/agents/agent-service.js';
import { AppError } from '../services/errors.js';
import type { IdentityService } from '../services/identity/identity-service.js';
import { CLAIM_CALLBACK_PREFIX, type BotReply, type ChatInput, type ClaimHandler } from './conversation.js';

// callback_data: `claim:y:<code>` or `claim:n:<code>`, well under Telegram's 64 bytes.
export class TelegramClaims implements ClaimHandler {
  constructor(
    private readonly agents: AgentService,
    private readonly identity: IdentityService,
    private readonly baseUrl: string,
    private readonly translations: Translations,
  ) {}

  private t(input: ChatInput): TFunction {
    return this.translations.t(input.language ?? DEFAULT_LANGUAGE, 'bot');
  }

  async prompt(input: ChatInput, code: string): Promise<BotReply[]> {
    const t = this.t(input);
    const claim = await this.agents.claimView(code);
    if (!claim) return [{ html: t('claim.invalid') }];
    const refusal = closedClaimText(t, claim);
    if (refusal) return [{ html: refusal }];
    const agent = claim.clientName ? t('claim.agentNamed', { name: esc(claim.clientName) }) : t('claim.agentUnnamed');
    // Scope names are identifiers (`readings:read`); bot.json keys cannot hold the colon.
    const scopes = claim.requestedScopes.map((s) => `• <code>${s}</code>: ${esc(t(`scopes.${s.replace(':', '_')}`))}`).join('\n');
    return [
      {
        html: t('claim.prompt', { agent, site: esc(new URL(this.baseUrl).host), scopes, baseUrl: esc(this.baseUrl) }),
        buttons: [[
          { text: t('claim.approveButton'), callback: `${CLAIM_CALLBACK_PREFIX}y:${code}` },
          { text: t('claim.refuseButton'), callback: `${CLAIM_CALLBACK_PREFIX}n:${code}` },
        ]],
      },
    ];
  }

  async answer(input: ChatInput, data: string): Promise<{ toast: string; replies: BotReply[] }> {
    const t = this.t(input);
    const [, choice, code] = data.split(':');
    if ((choice !== 'y' && choice !== 'n') || !code || !CLAIM_CODE.test(code)) return { toast: t('claim.unknownToast'), replies: [] };
    const user = await this.identity.upsertTelegramUser(input.account);
    await this.identity.bindPaidOrdersForUser(user);
    try {
      const outcome = await this.agents.decideByCode(code, user.id, choice === 'y');
      if (outcome.status === 'claimed') {
        return { toast: t('claim.approvedToast'), replies: [{ html: t('claim.approved', { baseUrl: esc(this.baseUrl) }) }] };
      }
      return { toast: t('claim.refusedToast'), replies: [{ html: t('claim.refusedNow') }] };
    } catch (error) {
      // The claim closed meanwhile (decided, revoked, expired): say which, as the prompt would.
      if (error instanceof AppError && error.status < 500) {
        const claim = await this.agents.claimView(code);
        return { toast: t('claim.closedToast'), replies: [{ html: (claim && closedClaimText(t, claim)) || t('claim.invalid') }] };
      }
      throw error;
    }
  }
}

/** Why a claim can no longer be decided; null while it is open. */
function closedClaimText(t: TFunction, claim: Pick<ClaimView, 'status' | 'expired'>): string | null {
  if (claim.status === 'claimed') return t('claim.claimed');
  if (claim.status === 'refused') return t('claim.refused');
  if (claim.status === 'revoked') return t('claim.revoked');
  if (claim.expired) return t('claim.expired');
  return null;
}
