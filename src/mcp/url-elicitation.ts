// URL-mode elicitation (MCP 2025-11-25) on a stateless server. Two things a stateless server lacks:
// (1) the client's capabilities after initialize, and (2) a way to receive the client's answer to a
// request the server sent, which arrives in a POST of its own. (1): a client that declares
// `elicitation.url` at initialize gets an Mcp-Session-Id that says so (no state is kept: the id is the
// capability, and a client that forges it only gets asked to open links), and sends it on every
// request. (2): the server's requests leave through a relay that renames their ids to unique ones;
// the POST carrying the answer is handed back to the relay of the request still waiting in this
// process. Behind several processes, an answer landing elsewhere finds no relay: the tool then waits
// out its timeout and answers with the link alone, as to a client without URL elicitation.
import { randomUUID } from 'node:crypto';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';

const SESSION_PREFIX = 'url-elicitation.';

/** The Mcp-Session-Id given to a client that declared URL elicitation in this initialize, else null. */
export function sessionIdFor(messages: readonly unknown[]): string | null {
  for (const message of messages) {
    const m = message as { method?: unknown; params?: { capabilities?: { elicitation?: { url?: unknown } } } } | null;
    if (m?.method === 'initialize' && m.params?.capabilities?.elicitation?.url && typeof m.params.capabilities.elicitation.url === 'object') {
      return `${SESSION_PREFIX}${randomUUID()}`;
    }
  }
  return null;
}

/** Whether the request's Mcp-Session-Id says its client takes URL elicitations. */
export const declaresUrlElicitation = (sessionId: unknown): boolean => typeof sessionId === 'string' && sessionId.startsWith(SESSION_PREFIX);

/** The relays with a request out, by the id the client answers with. */
const waiting = new Map<string, ElicitationRelay>();

type Response = { jsonrpc: '2.0'; id: string | number; result?: unknown; error?: unknown };
const isResponse = (message: unknown): message is Response =>
  !!message && typeof message === 'object' && !('method' in message) && ('result' in message || 'error' in message) && 'id' in message;

/** Hands answers to the relays waiting for them; true when every message was one (the POST is answered 202). */
export function deliverAnswers(messages: readonly unknown[]): boolean {
  if (messages.length === 0 || !messages.every((m) => isResponse(m) && waiting.has(String(m.id)))) return false;
  for (const message of messages as Response[]) waiting.get(String(message.id))!.answer(message);
  return true;
}

/** Between the server and its HTTP transport: gives the server's requests ids unique in this process. */
export class ElicitationRelay implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  private readonly renamed = new Map<string, string | number>();

  constructor(private readonly inner: Transport) {}

  get sessionId() {
    return this.inner.sessionId;
  }

  async start(): Promise<void> {
    this.inner.onmessage = (message, extra) => this.onmessage?.(message, extra);
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    await this.inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if ('method' in message && 'id' in message) {
      const id = `srv-${randomUUID()}`;
      this.renamed.set(id, message.id);
      waiting.set(id, this);
      return this.inner.send({ ...message, id }, options);
    }
    return this.inner.send(message, options);
  }

  answer(response: Response): void {
    const id = String(response.id);
    const original = this.renamed.get(id);
    waiting.delete(id);
    this.renamed.delete(id);
    if (original !== undefined) this.onmessage?.({ ...response, id: original } as JSONRPCMessage);
  }

  async close(): Promise<void> {
    for (const id of this.renamed.keys()) waiting.delete(id);
    this.renamed.clear();
    await this.inner.close();
  }
}
