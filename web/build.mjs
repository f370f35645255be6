/*
 * build.mjs — bundles the page into build/web/: index.html and nimbox.js,
 * one classic script (an IIFE, so the page opens from file:// as well as
 * from any static host) with avr8js, the two Wokwi elements and, through
 * the module 'nimbox:boards', every board's generated definition
 * (build/web/gen/<board>.js) and firmware image (build/<board>/nimbox.hex,
 * the very file that goes on the chip, parsed in the page by src/hex.js),
 * and the docs the page links to as HTML (markdown.mjs) with their images.
 *
 *   node web/build.mjs OUT_DIR BOARD...
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { markdownPage, renderMarkdown } from './markdown.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const [outArg, ...boards] = process.argv.slice(2);
if (!outArg || !boards.length) {
  console.error('usage: node web/build.mjs OUT_DIR BOARD...');
  process.exit(2);
}
const out = path.resolve(root, outArg);

/* 'nimbox:boards': [{ def, hex, label }] in the order given */
const boardsModule = {
  name: 'nimbox-boards',
  setup(build) {
    build.onResolve({ filter: /^nimbox:boards$/ }, () => ({ path: 'boards', namespace: 'nimbox' }));
    build.onLoad({ filter: /.*/, namespace: 'nimbox' }, () => {
      const lines = [];
      const entries = [];
      boards.forEach((name, i) => {
        const def = path.join(out, 'gen', `${name}.js`);
        const hex = fs.readFileSync(path.join(root, 'build', name, 'nimbox.hex'), 'utf8');
        lines.push(`import def${i} from ${JSON.stringify(def)};`);
        entries.push(`{ def: def${i}, hex: ${JSON.stringify(hex)}, label: label(def${i}) }`);
      });
      lines.push('const label = (d) => `${d.name} (${d.mcu.replace("atmega", "ATmega").replace("p", "P")}, ${d.fCpu / 1e6} MHz)`;');
      lines.push(`export const BOARDS = [${entries.join(', ')}];`);
      return { contents: lines.join('\n'), loader: 'js', resolveDir: out };
    });
  },
};

const result = await esbuild.build({
  entryPoints: [path.join(here, 'src', 'page.js')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: ['es2020'],
  outfile: path.join(out, 'nimbox.js'),
  plugins: [boardsModule],
  nodePaths: [path.join(here, 'node_modules')],
  legalComments: 'eof',
  logLevel: 'warning',
  metafile: true,
});
fs.copyFileSync(path.join(here, 'index.html'), path.join(out, 'index.html'));
/* the docs the page's help links to, beside it as HTML (markdown.mjs),
 * with the images they show */
const DOCS = ['play', 'device'];
fs.mkdirSync(path.join(out, 'docs', 'images'), { recursive: true });
for (const doc of DOCS) {
  const text = fs.readFileSync(path.join(root, 'docs', `${doc}.md`), 'utf8');
  const link = (href) => {
    const m = /^(?:\.\/)?([\w-]+)\.md(#.*)?$/.exec(href);
    if (m && DOCS.includes(m[1])) return `${m[1]}.html${m[2] || ''}`;
    if (/^(https?:|#)/.test(href)) return href;
    return null;   /* a file of the repository: not beside the page */
  };
  const image = (src) => {
    const from = path.join(root, 'docs', src);
    if (!/^https?:/.test(src) && fs.existsSync(from)) {
      fs.mkdirSync(path.dirname(path.join(out, 'docs', src)), { recursive: true });
      fs.copyFileSync(from, path.join(out, 'docs', src));
    }
    return src;
  };
  const title = (/^# (.*)$/m.exec(text) || [, doc])[1];
  fs.writeFileSync(path.join(out, 'docs', `${doc}.html`), markdownPage(title, renderMarkdown(text, { link, image })));
}
const bytes = fs.statSync(path.join(out, 'nimbox.js')).size;
const inputs = Object.entries(result.metafile.outputs)[0][1].inputs;
const hexBytes = Object.entries(inputs).filter(([k]) => k.startsWith('nimbox:'))
  .reduce((a, [, v]) => a + v.bytesInOutput, 0);
console.log(`  web: ${path.relative(root, out)}/nimbox.js ${(bytes / 1024).toFixed(0)} KiB `
  + `(firmware images ${(hexBytes / 1024).toFixed(0)} KiB of it), index.html`);
