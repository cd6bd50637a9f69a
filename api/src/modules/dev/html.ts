/** Tiny HTML helpers for the development pages (no scripts: the site's CSP forbids inline script). */
export function esc(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:920px;margin:24px auto;padding:0 16px;color:#1f2937}
h1{font-size:22px} table{border-collapse:collapse;width:100%} td,th{border-bottom:1px solid #e5e7eb;padding:6px;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;background:#f9fafb;padding:12px;border:1px solid #e5e7eb}
.note{background:#fef3c7;padding:8px 12px;border:1px solid #f59e0b} form{margin:12px 0}
label{display:block;margin:6px 0} input[type=text],input[type=email],input[type=date]{padding:6px;width:320px;max-width:100%}
button{padding:8px 14px;margin:4px 4px 4px 0;cursor:pointer} .ok{color:#047857} .bad{color:#b91c1c}
iframe{width:100%;height:480px;border:1px solid #e5e7eb}
</style></head><body>
<p class="note">Development tool: this page does not exist in production.</p>
${body}
</body></html>`;
}
