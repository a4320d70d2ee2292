// Which orders nobody owns yet are a person's because they were placed for the person's own
// Telegram username (issue 25): such an order is theirs in their data export and is erased with
// their account, paid or not, even though they never opened its bot link.
//
// A username names whoever holds it at the moment, and usernames change hands; anyone may also type
// anyone's username into an order. So the rule only ever gives an order to the account we saw holding
// the username around the time the order was placed:
// - only the account's current username counts (the one we saw at its last login or bot message),
//   never one it had before: an order for a former username is left alone, as it may be someone else's
//   by now;
// - the order was placed while we saw the account with that username: from the first time we saw it
//   so to the last (telegram_usernames, kept at every login and bot message), each end widened by
//   PLACED_FOR_SLACK_MS, so that the usual sequence (order first, log in a little later) counts;
// - no other account was seen with that username around the order's time (its span, widened the
//   same way): when two accounts could have held the name then, the order is given to neither.
// What falls outside is erased anyway 30 days after it ended unpaid (ABANDONED_ORDER_RETENTION_MS),
// and a paid one is bound as before by a login with the username or a confirmation in the bot.
import type { UsernameQueries, UsernameSighting } from '../../store/queries/usernames.js';

/** How far before we first saw the username, or after we last saw the account with it, an order still counts. */
export const PLACED_FOR_SLACK_MS = 24 * 3_600_000;

interface Span {
  from: number;
  to: number;
}

/** The ids of unbound orders placed for this user's own username while the user held it (see above). */
export async function unboundOrdersPlacedFor(q: UsernameQueries, userId: string): Promise<string[]> {
  const account = await q.account(userId);
  if (!account?.username) return [];
  const name = account.username.toLowerCase();
  const seen = await q.sightings(name);
  const own = seen.find((s) => s.telegramId === account.telegramId);
  if (!own) return [];
  const span = spanOf(own);
  const others = seen.filter((s) => s !== own).map(spanOf);
  const orders = await q.unboundOrdersFor(name, span.from, span.to);
  return orders.filter((o) => !others.some((other) => o.createdAt >= other.from && o.createdAt <= other.to)).map((o) => o.id);
}

function spanOf(seen: UsernameSighting): Span {
  return { from: seen.firstSeenAt - PLACED_FOR_SLACK_MS, to: seen.lastSeenAt + PLACED_FOR_SLACK_MS };
}
