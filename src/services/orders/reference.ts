// The short order reference a buyer reads out or types to support ("DRD1-XDNF"): the last eight
// characters of the order id, upper-cased and split in two. The whole id is too long to quote
// and mixes cases no one can say aloud; its random tail is unique enough among one shop's orders,
// and the operator's search finds an order by it (case folded, with or without the hyphen).

const GROUP = 4;

export function orderReference(orderId: string): string {
  const tail = orderId.slice(-2 * GROUP).toUpperCase();
  return `${tail.slice(0, GROUP)}-${tail.slice(GROUP)}`;
}

/**
 * The id's tail, lower-cased, that typed text names as a reference ("drd1-xdnf", "DRD1 XDNF",
 * "DRD1XDNF"), or null when the text cannot be one. An id's tail may itself hold "-" or "_"
 * (ids are base64url), so only the separator after the fourth character is dropped.
 */
export function referenceTail(text: string): string | null {
  const match = /^([A-Za-z0-9_-]{4})[\s-]?([A-Za-z0-9_-]{4})$/.exec(text.trim());
  return match ? `${match[1]}${match[2]}`.toLowerCase() : null;
}
