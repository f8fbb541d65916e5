import { escapeXml } from '@glowmarket/shared/html';
import sharp from 'sharp';

/** The pack a demo product comes in; each is drawn its own way. */
export type PackShape =
  'dropper' | 'jar' | 'tube' | 'bottle' | 'pump' | 'flip' | 'spray' | 'lipstick' | 'mascara' | 'compact';

/** What the product itself looks like, for the swatch picture. */
export const TEXTURES = ['serum', 'cream', 'gel', 'lotion', 'foam', 'lip', 'lash', 'powder'] as const;
export type Texture = (typeof TEXTURES)[number];

/** The pictures of one product, in the order the product page shows them. */
export const PACKSHOT_VIEWS = ['front', 'open', 'swatch'] as const;
export type PackshotView = (typeof PACKSHOT_VIEWS)[number];

const DARK = '#2f2f33';
const GOLD = '#c9a86a';
const LABEL = '<g fill="#fff" opacity=".88">';

/** A label with the brand's letters on it (fonts that every system has, or its own fallback). */
function label(x: number, y: number, width: number, height: number, monogram: string, size = 44) {
  return (
    `${LABEL}<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12"/></g>` +
    `<rect x="${x + 16}" y="${y + height - 34}" width="${width - 32}" height="6" rx="3" fill="${DARK}" opacity=".25"/>` +
    `<text x="${x + width / 2}" y="${y + height / 2 + size / 3}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" fill="${DARK}">${escapeXml(monogram)}</text>`
  );
}

/** The closed pack, seen from the front: body centred on x = 400, standing on y ≈ 820. */
const FRONT: Record<PackShape, (accent: string, monogram: string) => string> = {
  dropper: (accent, mark) =>
    `<rect x="368" y="150" width="64" height="130" rx="30" fill="${DARK}"/><rect x="340" y="270" width="120" height="80" rx="10" fill="${GOLD}"/>` +
    `<rect x="290" y="340" width="220" height="480" rx="46" fill="${accent}" opacity=".92"/><rect x="306" y="360" width="26" height="420" rx="13" fill="#fff" opacity=".25"/>${label(320, 480, 160, 200, mark)}`,
  jar: (accent, mark) =>
    `<rect x="210" y="470" width="380" height="100" rx="18" fill="${DARK}"/><rect x="210" y="540" width="380" height="14" fill="#fff" opacity=".12"/>` +
    `<rect x="196" y="560" width="408" height="260" rx="44" fill="${accent}"/>${label(266, 600, 268, 170, mark)}`,
  tube: (accent, mark) =>
    `<rect x="296" y="150" width="208" height="36" rx="6" fill="${accent}"/><path d="M300 180 h200 l-36 560 h-128 z" fill="${accent}"/>` +
    `<path d="M316 190 h22 l-28 520 h-8 z" fill="#fff" opacity=".22"/><rect x="340" y="735" width="120" height="85" rx="14" fill="${DARK}"/>${label(334, 330, 132, 230, mark, 40)}`,
  bottle: (accent, mark) =>
    `<rect x="352" y="160" width="96" height="120" rx="12" fill="${DARK}"/><path d="M360 280 h80 v40 q80 20 80 90 v380 q0 30 -30 30 h-180 q-30 0 -30 -30 v-380 q0 -70 80 -90 z" fill="${accent}" opacity=".88"/>` +
    `<rect x="298" y="420" width="22" height="360" rx="11" fill="#fff" opacity=".25"/>${label(320, 480, 160, 220, mark)}`,
  pump: (accent, mark) =>
    `<path d="M372 170 h150 v34 h-110 v60 h-40 z" fill="${DARK}"/><rect x="384" y="260" width="32" height="60" fill="${GOLD}"/><rect x="350" y="310" width="100" height="50" rx="10" fill="${DARK}"/>` +
    `<rect x="270" y="350" width="260" height="470" rx="40" fill="${accent}"/><rect x="288" y="372" width="24" height="420" rx="12" fill="#fff" opacity=".2"/>${label(310, 470, 180, 230, mark)}`,
  flip: (accent, mark) =>
    `<path d="M340 180 q60 -30 120 0 v80 h-120 z" fill="${DARK}"/><rect x="330" y="250" width="140" height="30" rx="8" fill="${DARK}"/>` +
    `<path d="M330 280 h140 q90 30 90 130 v380 q0 30 -30 30 h-260 q-30 0 -30 -30 v-380 q0 -100 90 -130 z" fill="${accent}"/>` +
    `<rect x="262" y="420" width="24" height="370" rx="12" fill="#fff" opacity=".2"/>${label(300, 470, 200, 240, mark)}`,
  spray: (accent, mark) =>
    `<path d="M360 170 h120 l40 40 v50 h-160 z" fill="#f4f4f4"/><circle cx="500" cy="220" r="10" fill="${DARK}"/><rect x="350" y="260" width="140" height="60" rx="10" fill="#f4f4f4"/>` +
    `<rect x="290" y="320" width="260" height="500" rx="60" fill="${accent}"/><rect x="310" y="350" width="24" height="440" rx="12" fill="#fff" opacity=".2"/>${label(330, 470, 180, 230, mark)}`,
  lipstick: (accent, mark) =>
    `<path d="M350 210 l100 -40 v150 h-100 z" fill="${accent}"/><rect x="335" y="310" width="130" height="150" rx="10" fill="${GOLD}"/>` +
    `<rect x="320" y="450" width="160" height="370" rx="16" fill="${DARK}"/><text x="400" y="680" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="44" fill="${GOLD}">${escapeXml(mark)}</text>`,
  mascara: (accent, mark) =>
    `<rect x="355" y="120" width="90" height="330" rx="40" fill="${DARK}"/><rect x="355" y="430" width="90" height="24" fill="${GOLD}"/>` +
    `<rect x="355" y="450" width="90" height="370" rx="40" fill="${accent}"/><rect x="368" y="470" width="14" height="320" rx="7" fill="#fff" opacity=".25"/>` +
    `<text x="400" y="680" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="34" fill="#fff" transform="rotate(-90 400 640)">${escapeXml(mark)}</text>`,
  compact: (accent, mark) =>
    `<circle cx="400" cy="560" r="250" fill="${DARK}"/><circle cx="400" cy="550" r="232" fill="${accent}"/><circle cx="400" cy="550" r="150" fill="#fff" opacity=".18"/>` +
    `<circle cx="400" cy="550" r="100" fill="none" stroke="${GOLD}" stroke-width="8"/><text x="400" y="570" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="56" fill="#fff">${escapeXml(mark)}</text>`,
};

/** The pack opened or in use, turned a little, with its cap or applicator beside it. */
const OPEN: Record<PackShape, (accent: string, monogram: string) => string> = {
  dropper: (accent, mark) =>
    `<g transform="translate(-90 60) scale(.9)">${FRONT.dropper(accent, mark)
      .replace(/<rect x="368" y="150"[^>]*>/, '')
      .replace(
        /<rect x="340" y="270"[^>]*>/,
        '',
      )}<rect x="350" y="300" width="100" height="50" rx="8" fill="${GOLD}"/></g>` +
    `<g transform="rotate(18 600 420)"><rect x="570" y="160" width="60" height="120" rx="28" fill="${DARK}"/><rect x="555" y="272" width="90" height="44" rx="8" fill="${GOLD}"/><path d="M588 316 h24 v280 l-12 40 l-12 -40 z" fill="#e8f1f4" stroke="#b9cdd4" stroke-width="4"/></g>` +
    `<path d="M622 720 q-22 34 0 48 q22 -14 0 -48 z" fill="#f2c76b"/>`,
  jar: (accent, mark) =>
    `<g transform="rotate(-14 620 420)"><rect x="470" y="300" width="300" height="84" rx="16" fill="${DARK}"/></g>` +
    `<rect x="140" y="560" width="408" height="260" rx="44" fill="${accent}"/>${label(210, 620, 268, 150, mark, 40)}` +
    `<ellipse cx="344" cy="560" rx="204" ry="40" fill="#fffaf3"/><path d="M270 556 q70 -50 150 -6 q-60 -10 -110 18 z" fill="#efe4d8"/>`,
  tube: (accent, mark) =>
    `<g transform="rotate(-62 400 500)">${FRONT.tube(accent, mark)}</g>` +
    `<path d="M610 760 q40 -40 90 -10 q30 30 -20 44 q-60 10 -70 -34 z" fill="#fffaf3" stroke="#e6dccf" stroke-width="4"/>`,
  bottle: (accent, mark) =>
    `<g transform="rotate(-8 400 820) translate(-60 0)">${FRONT.bottle(accent, mark)}</g>` +
    `<circle cx="600" cy="760" r="110" fill="#fff"/><circle cx="600" cy="760" r="110" fill="none" stroke="#ece6df" stroke-width="6" stroke-dasharray="4 10"/>` +
    `<ellipse cx="612" cy="748" rx="44" ry="30" fill="${accent}" opacity=".25"/>`,
  pump: (accent, mark) =>
    `<g transform="translate(-80 0)">${FRONT.pump(accent, mark)}</g>` +
    `<path d="M520 810 q10 -120 110 -130 q110 10 120 130 z" fill="#fff5ea" stroke="#eadccb" stroke-width="5"/><path d="M580 740 q50 -40 100 0" fill="none" stroke="#eadccb" stroke-width="8"/>`,
  flip: (accent, mark) =>
    `<g transform="translate(-70 0)">${FRONT.flip(accent, mark).replace(/<path d="M340 180[^>]*>/, `<path d="M340 250 q-10 -70 -80 -90 l-10 40 q50 20 60 50 z" fill="${DARK}"/>`)}</g>` +
    ['580,760,46', '650,700,30', '700,780,38', '620,640,22', '720,660,18']
      .map((circle) => {
        const [cx, cy, r] = circle.split(',');
        return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="#e2eef2" stroke-width="4"/>`;
      })
      .join(''),
  spray: (accent, mark) =>
    `<g transform="translate(-90 0)">${FRONT.spray(accent, mark)}</g>` +
    Array.from({ length: 18 }, (_, index) => {
      const angle = ((index % 6) - 2.5) * 0.16;
      const distance = 120 + Math.floor(index / 6) * 70;
      return `<circle cx="${430 + Math.cos(angle) * distance}" cy="${220 + Math.sin(angle) * distance}" r="${10 - Math.floor(index / 6) * 2}" fill="${accent}" opacity=".55"/>`;
    }).join(''),
  lipstick: (accent, mark) =>
    `<g transform="translate(-110 0)"><path d="M350 160 l100 -40 v200 h-100 z" fill="${accent}"/>${FRONT.lipstick(accent, mark).replace(/<path[^>]*>/, '')}</g>` +
    `<g transform="rotate(-70 600 700)"><rect x="520" y="560" width="160" height="300" rx="16" fill="${DARK}"/><rect x="520" y="560" width="160" height="20" fill="${GOLD}"/></g>`,
  mascara: (accent) =>
    `<g transform="translate(-120 60)"><rect x="355" y="450" width="90" height="370" rx="40" fill="${accent}"/><rect x="368" y="470" width="14" height="320" rx="7" fill="#fff" opacity=".25"/><rect x="370" y="430" width="60" height="30" fill="${GOLD}"/></g>` +
    `<g transform="rotate(22 560 480)"><rect x="515" y="120" width="90" height="300" rx="40" fill="${DARK}"/><rect x="553" y="410" width="14" height="230" fill="#8d8d92"/>` +
    `<rect x="538" y="630" width="44" height="150" rx="20" fill="#1d1d1f"/>${Array.from({ length: 9 }, (_, index) => `<rect x="528" y="${640 + index * 15}" width="64" height="5" fill="#1d1d1f"/>`).join('')}</g>`,
  compact: (accent) =>
    `<ellipse cx="400" cy="340" rx="250" ry="170" fill="${DARK}"/><ellipse cx="400" cy="340" rx="222" ry="148" fill="#dfe6ea"/><path d="M260 300 q60 -70 160 -80" stroke="#fff" stroke-width="18" fill="none" opacity=".7"/>` +
    `<ellipse cx="400" cy="640" rx="250" ry="170" fill="${DARK}"/><ellipse cx="400" cy="630" rx="190" ry="125" fill="${accent}" opacity=".55"/><ellipse cx="400" cy="630" rx="190" ry="125" fill="#f0d2b4" opacity=".6"/>` +
    `<ellipse cx="610" cy="800" rx="120" ry="46" fill="#f7efe6"/><ellipse cx="610" cy="790" rx="120" ry="46" fill="#fffaf4"/>`,
};

/** The product itself on a plain ground: what a buyer wants to see before choosing a texture. */
const SWATCH: Record<Texture, string> = {
  serum:
    `<path d="M400 260 q-120 180 -120 300 a120 120 0 0 0 240 0 q0 -120 -120 -300 z" fill="#f2c76b" opacity=".85"/><ellipse cx="360" cy="560" rx="26" ry="60" fill="#fff" opacity=".55"/>` +
    `<circle cx="610" cy="760" r="40" fill="#f2c76b" opacity=".8"/><circle cx="200" cy="780" r="28" fill="#f2c76b" opacity=".8"/>`,
  cream:
    `<path d="M170 600 q40 -210 240 -220 q210 10 230 200 q-20 140 -230 150 q-220 -10 -240 -130 z" fill="#fffaf3" stroke="#eadfd2" stroke-width="6"/>` +
    `<path d="M300 560 q70 -110 190 -40 q-90 -20 -130 70 z" fill="#efe4d8"/><path d="M420 640 q60 -10 110 -70" stroke="#efe4d8" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  gel:
    `<path d="M180 620 q30 -220 230 -230 q220 20 220 210 q-10 150 -230 150 q-230 0 -220 -130 z" fill="#9cc9d8" opacity=".55"/>` +
    `<ellipse cx="330" cy="500" rx="60" ry="26" fill="#fff" opacity=".7"/><circle cx="500" cy="650" r="18" fill="#fff" opacity=".7"/><circle cx="540" cy="600" r="10" fill="#fff" opacity=".7"/>`,
  lotion:
    `<path d="M120 700 q120 -230 300 -260 q200 -20 300 -120 q-20 200 -240 280 q-180 70 -360 100 z" fill="#fff5ea" stroke="#eadccb" stroke-width="6"/>` +
    `<path d="M260 640 q150 -100 300 -140" stroke="#f1e4d4" stroke-width="22" fill="none" stroke-linecap="round"/>`,
  foam: Array.from({ length: 26 }, (_, index) => {
    const x = 190 + ((index * 137) % 420);
    const y = 360 + ((index * 89) % 380);
    const r = 28 + ((index * 53) % 50);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#d8e8ee" stroke-width="5" opacity=".92"/>`;
  }).join(''),
  lip:
    `<path d="M140 640 q150 -220 330 -170 q120 40 200 -60 q-20 150 -170 210 q-200 60 -360 20 z" fill="#c2255c"/>` +
    `<path d="M230 600 q140 -120 300 -100" stroke="#fff" stroke-width="12" fill="none" opacity=".35" stroke-linecap="round"/>`,
  lash:
    `<path d="M160 620 q240 -160 480 0" stroke="#1d1d1f" stroke-width="10" fill="none"/>` +
    Array.from({ length: 17 }, (_, index) => {
      const t = index / 16;
      const x = 160 + t * 480;
      const y = 620 - Math.sin(t * Math.PI) * 80;
      const lean = (t - 0.5) * 120;
      return `<path d="M${x} ${y} q${lean / 2} -90 ${lean} -${150 + Math.sin(t * Math.PI) * 70}" stroke="#1d1d1f" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    }).join(''),
  powder:
    `<ellipse cx="400" cy="640" rx="260" ry="150" fill="#f0d2b4"/>` +
    `<path d="M220 620 l60 -40 l50 30 l70 -50 l40 40 l90 -20 l50 50" stroke="#e2bd98" stroke-width="10" fill="none"/>` +
    Array.from(
      { length: 14 },
      (_, index) =>
        `<circle cx="${170 + ((index * 97) % 460)}" cy="${430 + ((index * 61) % 90)}" r="${4 + (index % 4) * 3}" fill="#e8c4a0"/>`,
    ).join(''),
};

const SVG_WIDTH = 800;

function svgOf(body: string, hue: number): string {
  // Flat fills only: a gradient costs librsvg several times the whole drawing at 1600 px.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
<rect width="800" height="1000" fill="hsl(${hue},45%,95%)"/><circle cx="400" cy="520" r="330" fill="hsl(${(hue + 30) % 360},50%,90%)"/>
<ellipse cx="400" cy="830" rx="270" ry="28" fill="#000" opacity=".08"/>${body}</svg>`;
}

const rendered = new Map<string, Promise<Record<number, Buffer>>>();

function render(key: string, svg: () => string, widths: readonly number[]) {
  let result = rendered.get(key);
  if (!result) {
    const source = Buffer.from(svg());
    // Each width is drawn from the SVG at its own size (sharper than enlarging, and cheaper),
    // without the alpha channel the opaque background makes useless, at a low WebP effort: the
    // demo seed draws ~150 of these on the first start.
    result = Promise.all(
      widths.map(async (width) => {
        const image = sharp(source, { density: (72 * width) / SVG_WIDTH }).removeAlpha();
        return [width, await image.webp({ quality: 82, effort: 0 }).toBuffer()] as const;
      }),
    ).then((entries) => Object.fromEntries(entries));
    rendered.set(key, result);
  }
  return result;
}

export interface PackshotSubject {
  shape: PackShape;
  texture: Texture;
  accent: string;
  monogram: string;
  /** The background's hue for the pack's pictures (one per kind of pack keeps the catalog calm). */
  hue: number;
}

/**
 * One picture of a product in each width, rendered once per subject and view and then reused.
 * The swatch depends on the texture alone, so there are only a few of them to draw.
 */
export function packshot(subject: PackshotSubject, view: PackshotView, widths: readonly number[]) {
  const { shape, texture, accent, monogram, hue } = subject;
  if (view === 'swatch') {
    return render(
      `swatch|${texture}|${widths.join(',')}`,
      () => svgOf(SWATCH[texture], TEXTURES.indexOf(texture) * 45),
      widths,
    );
  }
  const draw = view === 'front' ? FRONT[shape] : OPEN[shape];
  return render(
    `${view}|${shape}|${accent}|${monogram}|${widths.join(',')}`,
    () => svgOf(draw(accent, monogram), hue),
    widths,
  );
}

/** A company logo: the brand's letters on its colour, 512 px square like an uploaded logo. */
export async function drawLogo(accent: string, monogram: string): Promise<Buffer> {
  const size = monogram.length > 2 ? 150 : monogram.length > 1 ? 190 : 250;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="96" fill="${accent}"/><circle cx="256" cy="256" r="206" fill="none" stroke="#fff" stroke-width="6" opacity=".55"/>
<text x="256" y="${256 + size * 0.35}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" fill="#fff">${escapeXml(monogram)}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90, effort: 2 }).toBuffer();
}
