// The claim through the bot: `/start claim_<code>` shows which agent asks for which scopes, and the
// person approves or refuses with a button. Telegram vouches for who pressed it.
import { escapeTelegram as esc } from '../reading/render/escape.js';
import { CLAIM_CODE, closedClaimMessage, type AgentService } from '../services/agents/agent-service.js';
import { SCOPES } from '../services/agents/scopes.js';
import { AppError } from '../services/errors.js';
import type { IdentityService } from '../services/identity/identity-service.js';
import { CLAIM_CALLBACK_PREFIX, type BotReply, type ChatInput, type ClaimHandler } from './conversation.js';

// callback_data: `claim:y:<code>` or `claim:n:<code>`, well under Telegram's 64 bytes.
export class TelegramClaims implements ClaimHandler {
  constructor(
    private readonly agents: AgentService,
    private readonly identity: IdentityService,
    private readonly baseUrl: string,
  ) {}

  async prompt(_input: ChatInput, code: string): Promise<BotReply[]> {
    const claim = await this.agents.claimView(code);
    if (!claim) return [{ html: 'This claim link is not valid. Ask your agent for its claim link again.' }];
    const refusal = closedClaimMessage(claim);
    if (refusal) return [{ html: refusal }];
    const name = claim.clientName ? `«${esc(claim.clientName)}»` : 'An AI agent';
    const scopes = claim.requestedScopes.map((s) => `• <code>${s}</code>: ${esc(SCOPES[s])}`).join('\n');
    return [
      {
        html:
          `${name} asks to act for you on <b>${esc(new URL(this.baseUrl).host)}</b>.\n\n` +
          `If you approve, it may:\n${scopes}\n\n` +
          `Approve only if you asked this agent to work for you. You can revoke it any time at ${esc(this.baseUrl)}/profile.`,
        buttons: [[
          { text: 'Approve', callback: `${CLAIM_CALLBACK_PREFIX}y:${code}` },
          { text: 'Refuse', callback: `${CLAIM_CALLBACK_PREFIX}n:${code}` },
        ]],
      },
    ];
  }

  async answer(input: ChatInput, data: string): Promise<{ toast: string; replies: BotReply[] }> {
    const [, choice, code] = data.split(':');
    if ((choice !== 'y' && choice !== 'n') || !code || !CLAIM_CODE.test(code)) return { toast: 'Unknown claim', replies: [] };
    const user = await this.identity.upsertTelegramUser(input.account);
    await this.identity.bindPaidOrdersForUser(user);
    try {
      const outcome = await this.agents.decideByCode(code, user.id, choice === 'y');
      if (outcome.status === 'claimed') {
        return { toast: 'Agent approved', replies: [{ html: `Approved. The agent can now read your readings. You can revoke it at ${esc(this.baseUrl)}/profile.` }] };
      }
      return { toast: 'Agent refused', replies: [{ html: 'Refused. The agent cannot read anything of yours.' }] };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return { toast: 'Claim closed', replies: [{ html: esc(error.detail.charAt(0).toUpperCase() + error.detail.slice(1)) + '.' }] };
      throw error;
    }
  }
}
