/**
 * Builds the static icons under public/icons from open-licensed npm packages (devDependencies only;
 * the generated SVGs are committed, so the app never needs these packages at run time).
 *
 *   npx tsx scripts/build-icons.ts            write every icon named in scripts/icon-sources.json
 *   npx tsx scripts/build-icons.ts --check    fail if a committed icon differs from what would be built
 *
 * Sources (see public/icons/LICENSES.md): cryptocurrency-icons, @web3icons/core, flag-icons,
 * simple-icons, lucide-static. Every output is a self-contained 32x32 SVG: no scripts, no event
 * handlers, no external references, no embedded images.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { optimize } from 'svgo';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'public', 'icons');
const modules = join(root, 'node_modules');

/** A glyph tile's colours: tile fill and glyph/label colour. */
interface Tone {
  bg: string;
  fg: string;
}

type Source =
  /** A coin: svg/color/<name>.svg (32x32 coloured circle, white glyph), used as published. */
  | { source: 'cryptocurrency-icons'; name: string }
  /** A chain or token from dist/svgs/<name>.svg.js ("networks/background/ton"): the square background becomes a circle. */
  | { source: '@web3icons/core'; name: string; scale?: number }
  /** A country flag: flags/1x1/<name>.svg, cut to a circle with a hairline edge. */
  | { source: 'flag-icons'; name: string }
  /**
   * A brand glyph (icons/<name>.svg, 24x24) on a tile. style "tile": brand-colour tile, white glyph;
   * "white": white tile with a hairline border, glyph in brand colour; "mark": glyph alone on white.
   * size: the glyph's box in the 32 grid (wordmarks wider than symbols). bg/fg override the colours.
   */
  | { source: 'simple-icons'; name: string; style?: 'tile' | 'white' | 'mark'; size?: number; bg?: string; fg?: string }
  /**
   * A generic glyph (icons/<name>.svg, 24x24 stroke icon) on a tile toned by the method kind
   * (palette), with an optional short label under it where it helps tell banks apart.
   */
  | { source: 'lucide-static'; name: string; kind: string; label?: string };

interface Sources {
  palette: Record<string, Tone>;
  icons: Record<string, Source>;
}

const read = (...parts: string[]) => readFileSync(join(modules, ...parts), 'utf8');
const svg32 = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"${body.includes('xlink:') ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : ''} viewBox="0 0 32 32" width="32" height="32">${body}</svg>`;
/** The markup between the outer <svg ...> and </svg>. */
const inner = (svg: string) => {
  const open = svg.match(/<svg\b[^>]*>/);
  if (!open || open.index === undefined) throw new Error('not an svg');
  return svg.slice(open.index + open[0].length, svg.lastIndexOf('</svg>'));
};
const stripComments = (svg: string) => svg.replace(/<!--[\s\S]*?-->/g, '').replace(/<title>[\s\S]*?<\/title>/g, '');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const hex = (color: string) => (color.startsWith('#') ? color : `#${color}`);

/** Tile corner radius: the list rows clip icons at 8px of 32, so the tile agrees with them. */
const RADIUS = 8;
const tile = (fill: string, border?: string) =>
  border
    ? `<rect x=".5" y=".5" width="31" height="31" rx="${RADIUS - 0.5}" fill="${fill}" stroke="${border}"/>`
    : `<rect width="32" height="32" rx="${RADIUS}" fill="${fill}"/>`;

function cryptocurrencyIcon(name: string): string {
  return read('cryptocurrency-icons', 'svg', 'color', `${name.toLowerCase()}.svg`);
}

function web3icon(name: string, scale = 1): string {
  const module = read('@web3icons/core', 'dist', 'svgs', `${name}.svg.js`);
  const literal = module.match(/=\s*'([\s\S]*?)'\s*\n/);
  if (!literal?.[1]) throw new Error(`@web3icons/core ${name}: no svg string`);
  let body = inner(literal[1].replace(/\\n/g, '\n').replace(/\\'/g, "'"));
  // The "background" variants draw a full 24x24 square first (inside a clip-path group): make it a circle.
  const square = body.match(/<path fill="([^"]+)" d="M24 0H0v24h24z"\/>/);
  if (!square?.[1]) throw new Error(`@web3icons/core ${name}: expected a background variant`);
  const fill = square[1];
  body = body
    .replace(square[0], '')
    .replace(/<clipPath[\s\S]*?<\/clipPath>/g, '')
    .replace(/<g clip-path="[^"]*">/, '<g>');
  const defs = body.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? '';
  body = body.replace(defs, '');
  const glyph = scale === 1 ? body : `<g transform="translate(12 12) scale(${scale}) translate(-12 -12)">${body}</g>`;
  return svg32(`${defs}<g transform="scale(${32 / 24})"><circle cx="12" cy="12" r="12" fill="${fill}"/>${glyph}</g>`);
}

function flag(name: string): string {
  const source = stripComments(read('flag-icons', 'flags', '1x1', `${name}.svg`));
  const viewBox = source.match(/viewBox="0 0 (\d+) (\d+)"/);
  const size = Number(viewBox?.[1]);
  if (!size || viewBox?.[1] !== viewBox?.[2]) throw new Error(`flag-icons ${name}: expected a square viewBox`);
  return svg32(
    `<defs><clipPath id="c"><circle cx="16" cy="16" r="16"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><g transform="scale(${32 / size})">${inner(source)}</g></g>` +
      `<circle cx="16" cy="16" r="15.75" fill="none" stroke="#0f172a" stroke-opacity=".12" stroke-width=".5"/>`,
  );
}

interface SimpleIcon {
  title: string;
  slug: string;
  hex: string;
}
let simpleIndex: SimpleIcon[] | undefined;
function simpleIcon(spec: Extract<Source, { source: 'simple-icons' }>): string {
  simpleIndex ??= JSON.parse(read('simple-icons', 'data', 'simple-icons.json')) as SimpleIcon[];
  const meta = simpleIndex.find((icon) => icon.slug === spec.name);
  if (!meta) throw new Error(`simple-icons has no "${spec.name}"`);
  const path = read('simple-icons', 'icons', `${spec.name}.svg`).match(/<path d="([^"]+)"/)?.[1];
  if (!path) throw new Error(`simple-icons ${spec.name}: no path`);
  const brand = hex(meta.hex);
  const style = spec.style ?? 'tile';
  const size = spec.size ?? 18;
  const offset = (32 - size) / 2;
  const glyphColor = spec.fg ?? (style === 'tile' ? '#fff' : brand);
  const background = style === 'tile' ? tile(spec.bg ?? brand) : style === 'white' ? tile(spec.bg ?? '#fff', '#e2e8f0') : tile(spec.bg ?? '#fff');
  return svg32(`${background}<path fill="${glyphColor}" transform="translate(${offset} ${offset}) scale(${size / 24})" d="${path}"/>`);
}

function lucideGlyph(spec: Extract<Source, { source: 'lucide-static' }>, palette: Record<string, Tone>): string {
  const tone = palette[spec.kind];
  if (!tone) throw new Error(`no palette entry for kind "${spec.kind}"`);
  const shapes = inner(stripComments(read('lucide-static', 'icons', `${spec.name}.svg`))).trim();
  const stroke = `fill="none" stroke="${tone.fg}" stroke-linecap="round" stroke-linejoin="round"`;
  if (!spec.label) {
    // 24-grid glyph drawn at 18 units, centred: the stroke lands at 1.67 units, crisp at 32 px and 2x.
    return svg32(`${tile(tone.bg)}<g transform="translate(7 7) scale(.75)" ${stroke} stroke-width="2.2">${shapes}</g>`);
  }
  const label = spec.label.toUpperCase();
  if (label.length > 5) throw new Error(`label "${label}" is longer than 5 letters`);
  // Smaller glyph at the top, the abbreviation on the bottom line, sized to fit the tile.
  const fontSize = Math.min(8, 27 / (label.length * 0.66))
    .toFixed(2)
    .replace(/\.?0+$/, '');
  return svg32(
    `${tile(tone.bg)}<g transform="translate(9.5 3.5) scale(${13 / 24})" ${stroke} stroke-width="2.6">${shapes}</g>` +
      `<text x="16" y="27.2" fill="${tone.fg}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" ` +
      `font-size="${fontSize}" font-weight="700" text-anchor="middle" letter-spacing=".2">${escapeXml(label)}</text>`,
  );
}

function build(spec: Source, palette: Record<string, Tone>): string {
  switch (spec.source) {
    case 'cryptocurrency-icons':
      return cryptocurrencyIcon(spec.name);
    case '@web3icons/core':
      return web3icon(spec.name, spec.scale);
    case 'flag-icons':
      return flag(spec.name);
    case 'simple-icons':
      return simpleIcon(spec);
    case 'lucide-static':
      return lucideGlyph(spec, palette);
  }
}

/** Minify; flags keep fewer decimals (their 512-unit drawings are shown at 32 px). */
function minify(svg: string, file: string): string {
  const result = optimize(svg, {
    path: file,
    multipass: true,
    floatPrecision: file.startsWith('flag/') ? 0 : 2,
    plugins: [{ name: 'preset-default', params: { overrides: { cleanupIds: { minify: true } } } }, 'removeXlink'],
  });
  return result.data;
}

/** Refuse anything a static icon must not carry. */
function assertSafe(svg: string, file: string): void {
  const problems = [
    [/<script/i, 'a script'],
    [/\son[a-z]+\s*=/i, 'an event handler'],
    [/<(image|foreignObject|iframe|use\b[^>]*href="(?!#))/i, 'an embedded or external element'],
    [/(href|src)\s*=\s*"(?!#)/i, 'an external reference'],
    [/url\((?!#)/i, 'an external url()'],
    [/<style/i, 'a stylesheet'],
  ] as const;
  for (const [pattern, what] of problems) if (pattern.test(svg)) throw new Error(`${file} contains ${what}`);
  if (!/^<svg[^>]*viewBox="0 0 32 32"/.test(svg)) throw new Error(`${file} is not a 32x32 viewBox svg`);
}

function main(): void {
  const check = process.argv.includes('--check');
  const sources = JSON.parse(readFileSync(join(import.meta.dirname, 'icon-sources.json'), 'utf8')) as Sources;
  const counts = new Map<string, number>();
  const stale: string[] = [];
  let bytes = 0;
  for (const [file, spec] of Object.entries(sources.icons)) {
    const svg = minify(build(spec, sources.palette), file);
    assertSafe(svg, file);
    counts.set(spec.source, (counts.get(spec.source) ?? 0) + 1);
    bytes += Buffer.byteLength(svg);
    const target = join(outDir, file);
    if (check) {
      if (!existsSync(target) || readFileSync(target, 'utf8') !== svg) stale.push(file);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
  for (const [source, count] of counts) console.log(`${source.padEnd(22)} ${count}`);
  console.log(`${Object.keys(sources.icons).length} icons, ${(bytes / 1024).toFixed(1)} KB`);
  if (stale.length) {
    console.error(`out of date (run npx tsx scripts/build-icons.ts): ${stale.join(', ')}`);
    process.exit(1);
  }
}

main();
