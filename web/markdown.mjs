/*
 * markdown.mjs — the small Markdown renderer that turns the docs the
 * page's help links to (docs/play.md, docs/device.md) into HTML pages
 * beside it (web/build.mjs), so a reader gets text and pictures, not the
 * source.  It knows what those docs use: ATX headings, paragraphs,
 * fenced code blocks, `-`/`*` and numbered lists (indented lines carry
 * an item on), tables, block quotes, and inline code, images, links,
 * **strong** and *emphasis*; HTML comments (the docs' check markers)
 * are dropped.  Everything else is text, escaped.  Links to the other
 * rendered docs go to their .html; other links to the repository's
 * files keep their text only (they are not beside the page).
 */

const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/* Inline markup of one paragraph's text; link(href) maps a link (null:
 * text only), images(src) notes an image. */
function inline(text, link, image) {
  const parts = text.split(/(`+[^`]*?`+)/);
  return parts.map((p, i) => {
    if (i % 2) return `<code>${esc(p.replace(/^`+\s?|\s?`+$/g, ''))}</code>`;
    let h = esc(p);
    h = h.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (m, alt, src) => `<img src="${image(src)}" alt="${alt}">`);
    h = h.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (m, t, href) => {
      const to = link(href.replace(/&amp;/g, '&'));
      return to === null ? t : `<a href="${esc(to)}">${t}</a>`;
    });
    h = h.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    h = h.replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
    h = h.replace(/(^|[\s(])_([^_\s][^_]*)_(?=[\s.,;:)]|$)/g, '$1<em>$2</em>');
    return h;
  }).join('');
}

const slug = (t) => t.toLowerCase().replace(/<[^>]+>/g, '').replace(/[^a-z0-9 -]/g, '').trim().replace(/\s+/g, '-');

/* The body HTML of markdown text. options: link(href) -> href or null,
 * image(src) -> src. */
export function renderMarkdown(text, { link = (h) => h, image = (s) => s } = {}) {
  const src = text.replace(/<!--[\s\S]*?-->/g, '').split('\n');
  const out = [];
  const il = (t) => inline(t, link, image);
  let i = 0;
  while (i < src.length) {
    const line = src[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = /^(\s*)```/.exec(line);
    if (fence) {
      const body = [];
      for (i++; i < src.length && !/^\s*```/.test(src[i]); i++) body.push(src[i]);
      i++;
      out.push(`<pre><code>${esc(body.join('\n'))}</code></pre>`);
      continue;
    }
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      const n = h[1].length;
      out.push(`<h${n} id="${slug(h[2])}">${il(h[2])}</h${n}>`);
      i++;
      continue;
    }
    if (/^\s*\|/.test(line) && i + 1 < src.length && /^\s*\|[\s:|-]+\|\s*$/.test(src[i + 1])) {
      const cells = (l) => l.trim().replace(/^\||\|$/g, '').split('|').map((c) => il(c.trim()));
      const head = cells(line);
      const rows = [];
      for (i += 2; i < src.length && /^\s*\|/.test(src[i]); i++) rows.push(cells(src[i]));
      out.push(`<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>`
        + `${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`);
      continue;
    }
    const item = /^(\s*)([-*]|\d+\.)\s+(.*)$/;
    if (item.test(line)) {
      const ordered = /\d/.test(item.exec(line)[2]);
      const items = [];
      while (i < src.length && src[i].trim()) {
        const m = item.exec(src[i]);
        if (m) items.push(m[3]);
        else items[items.length - 1] += ` ${src[i].trim()}`;
        i++;
        /* a blank line, then more items of the same list: one list */
        if (i + 1 < src.length && !src[i].trim() && item.test(src[i + 1])
          && /\d/.test(item.exec(src[i + 1])[2]) === ordered) i++;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((t) => `<li>${il(t)}</li>`).join('')}</${tag}>`);
      continue;
    }
    if (/^>/.test(line)) {
      const body = [];
      for (; i < src.length && /^>/.test(src[i]); i++) body.push(src[i].replace(/^>\s?/, ''));
      out.push(`<blockquote>${renderMarkdown(body.join('\n'), { link, image })}</blockquote>`);
      continue;
    }
    if (/^( {4}|\t)/.test(line)) {
      const body = [];
      for (; i < src.length && (/^( {4}|\t)/.test(src[i]) || !src[i].trim()); i++) body.push(src[i].replace(/^( {4}|\t)/, ''));
      while (body.length && !body[body.length - 1].trim()) body.pop();
      out.push(`<pre><code>${esc(body.join('\n'))}</code></pre>`);
      continue;
    }
    const para = [];
    for (; i < src.length && src[i].trim() && !/^(#{1,6}\s|\s*```|\s*\||>|\s*([-*]|\d+\.)\s)/.test(src[i]); i++) {
      para.push(src[i].trim());
    }
    if (!para.length) {
      para.push(src[i].trim());
      i++;
    }
    out.push(`<p>${il(para.join(' '))}</p>`);
  }
  return out.join('\n');
}

/* A whole page around the rendered body. */
export function markdownPage(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} — nimbox</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f1ea; color: #222; margin: 0; line-height: 1.5; }
  main { max-width: 820px; margin: 0 auto; padding: 16px; }
  pre { background: #fff; border: 1px solid #ddd; padding: 8px; overflow-x: auto; }
  code { font-family: ui-monospace, monospace; font-size: 0.92em; }
  table { border-collapse: collapse; margin: 8px 0; } th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; }
  img { max-width: 100%; } blockquote { border-left: 3px solid #bbb; margin-left: 0; padding-left: 12px; color: #444; }
</style>
</head>
<body>
<main>
<p><a href="../index.html">← the nimbox page</a></p>
${body}
</main>
</body>
</html>
`;
}
