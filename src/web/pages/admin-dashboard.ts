// The console's dashboard: the last 30 UTC days of orders and revenue. The table is the data; the
// bar chart above it is drawn on the server as inline SVG (no script), with its own title and
// description for screen readers.
import type { SalesFigures } from '../../services/operator/sales-stats.js';
import { formatMoney } from '../format.js';
import { html, type SafeHtml } from '../html.js';
import { consolePage, type ConsoleFrame } from './admin-shell.js';

const WIDTH = 720;
const HEIGHT = 180;
const AXIS = 20;

export function adminDashboardPage(frame: ConsoleFrame, figures: SalesFigures): string {
  const { days, totals } = figures;
  return consolePage(frame, {
    title: 'Dashboard',
    section: 'dashboard',
    body: html`<h1>Dashboard</h1>
<p>The last ${days.length} days by UTC day, ${days[0]!.day} to ${days.at(-1)!.day}. An order counts on the day it was placed, paid or delivered; revenue is payments received less refunds given back that day.</p>
<div class="card"><dl class="console-facts">
<dt>Orders placed</dt><dd>${totals.created}</dd>
<dt>Paid</dt><dd>${totals.paid}</dd>
<dt>Delivered</dt><dd>${totals.delivered}</dd>
<dt>Conversion</dt><dd>${percent(totals.conversion)} <span class="muted small">(paid ÷ placed)</span></dd>
<dt>Revenue</dt><dd>${money(totals.revenue)}</dd>
</dl></div>
${chart(figures)}
<table class="console-table">
<caption class="muted">Newest day first</caption>
<thead><tr><th scope="col">Day (UTC)</th><th scope="col">Placed</th><th scope="col">Paid</th><th scope="col">Delivered</th><th scope="col">Conversion</th><th scope="col">Revenue</th></tr></thead>
<tbody>${[...days].reverse().map(
      (d) => html`<tr><th scope="row">${d.day}</th><td>${d.created}</td><td>${d.paid}</td><td>${d.delivered}</td><td>${percent(d.created ? d.paid / d.created : null)}</td><td>${money(d.revenue)}</td></tr>`,
    )}</tbody></table>`,
  });
}

function chart({ days, totals }: SalesFigures): SafeHtml {
  const most = Math.max(1, ...days.map((d) => d.created));
  const slot = WIDTH / days.length;
  const busiest = days.reduce((a, b) => (b.created > a.created ? b : a));
  const desc =
    totals.created === 0
      ? 'No orders were placed in these days.'
      : `${totals.created} ${totals.created === 1 ? 'order' : 'orders'} placed in all; the busiest day was ${busiest.day} with ${busiest.created}. The table below gives every day’s figures.`;
  return html`<figure class="console-chart">
<svg role="img" aria-labelledby="chart-title chart-desc" viewBox="0 0 ${WIDTH} ${HEIGHT + AXIS}" width="100%" preserveAspectRatio="xMidYMid meet">
<title id="chart-title">Orders placed per day, last ${days.length} days (UTC)</title>
<desc id="chart-desc">${desc}</desc>
<line x1="0" y1="${HEIGHT}" x2="${WIDTH}" y2="${HEIGHT}" stroke="currentColor" stroke-opacity="0.4"/>
${days.map((d, i) => {
    const h = Math.round((d.created / most) * (HEIGHT - 16));
    const x = (i * slot + slot * 0.15).toFixed(1);
    return html`<rect x="${x}" y="${HEIGHT - h}" width="${(slot * 0.7).toFixed(1)}" height="${h}" fill="currentColor"><title>${d.day}: ${d.created} placed</title></rect>`;
  })}
<text x="0" y="${HEIGHT + AXIS - 4}" font-size="12" fill="currentColor">${days[0]!.day}</text>
<text x="${WIDTH}" y="${HEIGHT + AXIS - 4}" font-size="12" fill="currentColor" text-anchor="end">${days.at(-1)!.day}</text>
<text x="0" y="12" font-size="12" fill="currentColor">${most}</text>
</svg>
<figcaption class="muted small">Orders placed per day; the tallest bar is ${most}.</figcaption>
</figure>`;
}

const percent = (ratio: number | null) => (ratio === null ? '—' : `${Math.round(ratio * 100)}%`);

function money(revenue: Record<string, number>): string {
  const parts = Object.entries(revenue).filter(([, amount]) => amount !== 0);
  return parts.length ? parts.map(([c, amount]) => formatMoney(amount, c)).join(' · ') : '—';
}
