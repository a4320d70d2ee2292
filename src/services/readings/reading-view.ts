// The public view of a reading summary with its links: the same for REST and MCP.
import type { UserReadingSummary } from './reading-queries.js';

export function readingSummaryView(r: UserReadingSummary, base: string) {
  return {
    id: r.id,
    orderId: r.orderId,
    kind: r.kind,
    title: r.title,
    subtitle: r.subtitle,
    createdAt: new Date(r.createdAt).toISOString(),
    hasPdf: r.hasPdf,
    links: {
      page: `${base}/profile/readings/${r.id}`,
      self: `${base}/api/readings/${r.id}`,
      pdf: r.hasPdf ? `${base}/api/readings/${r.id}.pdf` : null,
      wheelPng: r.hasWheel ? `${base}/api/readings/${r.id}/wheel.png` : null,
      wheelSvg: r.hasWheel ? `${base}/api/readings/${r.id}/wheel.svg` : null,
    },
  };
}
