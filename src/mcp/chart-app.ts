// The chart app (MCP Apps, the io.modelcontextprotocol/ui extension): the tools that show a chart
// (their metadata is CHART_APP_TOOL_META; tools.ts lists them as TOOLS_WITH_APP) name this `ui://`
// resource, and a host that renders apps shows it beside the answer in a sandboxed iframe.
// The page is one self-contained document (inline script and style, no fonts, no requests:
// its CSP metadata declares no outside domain) that speaks the apps' postMessage JSON-RPC: it sends
// ui/initialize, then draws from each ui/notifications/tool-result the host posts. The wheel is our
// own renderer's SVG, carried in the tool result's `_meta` (not its text, which the model reads).
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';

export const CHART_APP_URI = 'ui://reading-service/chart-wheel.html';
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';
/** Where a tool result carries the wheel SVG for the app. */
export const WHEEL_META_KEY = 'reading-service/wheelSvg';
/** A reading's Sun, Moon and Ascendant signs in the result's _meta (its structured result holds only the text). */
export const BIG_THREE_META_KEY = 'reading-service/bigThree';

/** The tool metadata naming the app: the current field, and the flat key older hosts read. */
export const CHART_APP_TOOL_META = { ui: { resourceUri: CHART_APP_URI }, 'ui/resourceUri': CHART_APP_URI } as const;

/** Nothing outside: no connections, no fonts or images from anywhere (the host builds its CSP from this). */
const RESOURCE_UI_META = { csp: { connectDomains: [], resourceDomains: [], frameDomains: [] }, prefersBorder: true };

/**
 * The app as resources/list shows it, naming the tools it draws from (TOOLS_WITH_APP, passed in:
 * the tool list imports this module's metadata, so this module does not import the list).
 */
export function chartAppResource(toolsWithApp: readonly string[]): Resource {
  return {
    uri: CHART_APP_URI,
    name: 'chart-wheel',
    title: 'Chart wheel',
    description: `MCP App: draws the natal chart wheel, the big three and a reading’s contents from ${toolsWithApp.join(' or ')}`,
    mimeType: MCP_APP_MIME_TYPE,
    _meta: { ui: RESOURCE_UI_META },
  };
}

export function readChartApp(): ReadResourceResult {
  return { contents: [{ uri: CHART_APP_URI, mimeType: MCP_APP_MIME_TYPE, text: CHART_APP_HTML, _meta: { ui: RESOURCE_UI_META } }] };
}

// The page's own policy says the same as the metadata: nothing but itself and data: images.
const CHART_APP_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<title>Chart wheel</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 12px; }
  #wheel svg { display: block; width: 100%; max-width: 480px; height: auto; margin: 0 auto; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.1rem; margin: 0 0 8px; }
  ul { padding-left: 1.2rem; margin: 8px 0; }
  .big3 { display: flex; gap: 12px; flex-wrap: wrap; list-style: none; padding: 0; }
  .big3 li { padding: 4px 8px; border: 1px solid #8a8aa3; border-radius: 6px; }
  #status { color: #8a8aa3; }
</style>
</head>
<body>
<h1 id="title">Chart wheel</h1>
<p id="status">Waiting for the chart…</p>
<div id="wheel"></div>
<ul id="big3" class="big3"></ul>
<ul id="toc"></ul>
<script>
(function () {
  'use strict';
  var nextId = 1, pending = {};
  function send(message) { window.parent.postMessage(message, '*'); }
  function request(method, params) {
    var id = nextId++;
    send({ jsonrpc: '2.0', id: id, method: method, params: params });
    return new Promise(function (resolve) { pending[id] = resolve; });
  }
  function notify(method, params) { send({ jsonrpc: '2.0', method: method, params: params || {} }); }
  function el(id) { return document.getElementById(id); }
  function titleCase(word) { return String(word).charAt(0).toUpperCase() + String(word).slice(1); }
  var SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
  function signOf(longitude) { return SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)]; }
  function item(list, text) { var li = document.createElement('li'); li.textContent = text; list.appendChild(li); }

  // The wheel is our renderer's SVG; parsed as SVG and checked to be nothing else before it is shown.
  function showWheel(svgText) {
    var box = el('wheel');
    box.textContent = '';
    if (typeof svgText !== 'string') return;
    var doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    var root = doc.documentElement;
    if (!root || root.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length || doc.getElementsByTagName('script').length || doc.getElementsByTagName('foreignObject').length) return;
    box.appendChild(document.importNode(root, true));
  }

  function render(result) {
    var data = (result && result.structuredContent) || {};
    var meta = (result && result._meta) || {};
    if (result && result.isError) { el('status').textContent = 'The tool answered an error.'; return; }
    showWheel(meta['${WHEEL_META_KEY}']);
    var big3 = el('big3'), toc = el('toc');
    big3.textContent = ''; toc.textContent = '';
    if (data.bodies) {
      el('title').textContent = 'Natal chart' + (data.place && data.place.name ? ' · ' + data.place.name : '');
      item(big3, 'Sun in ' + titleCase(data.bodies.sun.sign));
      item(big3, 'Moon in ' + titleCase(data.bodies.moon.sign));
      item(big3, data.angles ? 'Ascendant in ' + titleCase(signOf(data.angles.ascendant)) : 'Ascendant unknown (no birth time)');
    }
    if (data.reading) {
      el('title').textContent = data.reading.title || 'Reading';
      var three = meta['${BIG_THREE_META_KEY}'];
      if (three && three.sun && three.moon) {
        item(big3, 'Sun in ' + titleCase(three.sun));
        item(big3, 'Moon in ' + titleCase(three.moon));
        item(big3, three.ascendant ? 'Ascendant in ' + titleCase(three.ascendant) : 'Ascendant unknown (no birth time)');
      }
      String(data.reading.markdown || '').split('\\n').forEach(function (line) {
        var match = /^(#{2,3}) (.+)$/.exec(line);
        if (match) item(toc, (match[1].length === 3 ? '– ' : '') + match[2]);
      });
    }
    el('status').textContent = '';
    notify('ui/notifications/size-changed', { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var message = event.data;
    if (!message || message.jsonrpc !== '2.0') return;
    if (message.method === undefined && message.id !== undefined && pending[message.id]) {
      pending[message.id](message);
      delete pending[message.id];
      return;
    }
    if (message.method === 'ui/notifications/tool-result') render(message.params);
    else if (message.method === 'ui/notifications/tool-input') el('status').textContent = 'Computing the chart…';
    else if (message.id !== undefined && (message.method === 'ui/resource-teardown' || message.method === 'ping')) send({ jsonrpc: '2.0', id: message.id, result: {} });
  });

  request('ui/initialize', { protocolVersion: '2026-01-26', appInfo: { name: 'reading-service-chart', version: '1.0.0' }, appCapabilities: {} }).then(function () {
    notify('ui/notifications/initialized');
  });
})();
</script>
</body>
</html>
`;
