import sharp from 'sharp';

type Shape = 'bottle' | 'jar' | 'tube' | 'dropper' | 'stick' | 'compact';

/** Simple packshots drawn as SVG: the pack's silhouette in the brand colour on a soft background. */
const SHAPES: Record<Shape, (accent: string) => string> = {
  bottle: (accent) =>
    `<rect x="330" y="250" width="140" height="90" rx="14" fill="#3b3b3b"/><rect x="270" y="330" width="260" height="480" rx="60" fill="${accent}"/><rect x="300" y="470" width="200" height="180" rx="16" fill="#fff" opacity=".85"/>`,
  jar: (accent) =>
    `<rect x="230" y="420" width="340" height="90" rx="20" fill="#3b3b3b"/><rect x="210" y="500" width="380" height="280" rx="50" fill="${accent}"/><rect x="260" y="570" width="280" height="120" rx="14" fill="#fff" opacity=".85"/>`,
  tube: (accent) =>
    `<path d="M300 220 h200 l-30 520 h-140 z" fill="${accent}"/><rect x="340" y="740" width="120" height="70" rx="12" fill="#3b3b3b"/><rect x="330" y="330" width="140" height="220" rx="12" fill="#fff" opacity=".85"/>`,
  dropper: (accent) =>
    `<rect x="370" y="180" width="60" height="110" rx="28" fill="#3b3b3b"/><rect x="345" y="280" width="110" height="70" rx="10" fill="#3b3b3b"/><rect x="300" y="340" width="200" height="440" rx="40" fill="${accent}" opacity=".9"/><rect x="330" y="470" width="140" height="180" rx="12" fill="#fff" opacity=".85"/>`,
  stick: (accent) =>
    `<rect x="350" y="200" width="100" height="160" rx="40" fill="${accent}" opacity=".75"/><rect x="330" y="350" width="140" height="460" rx="24" fill="#3b3b3b"/><rect x="345" y="520" width="110" height="140" rx="10" fill="${accent}"/>`,
  compact: (accent) =>
    `<circle cx="400" cy="500" r="230" fill="#3b3b3b"/><circle cx="400" cy="500" r="200" fill="${accent}"/><circle cx="400" cy="500" r="120" fill="#fff" opacity=".35"/>`,
};

const SVG_WIDTH = 800;

function svgOf(shape: Shape, accent: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,96%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,88%)"/></linearGradient></defs>
<rect width="800" height="1000" fill="url(#bg)"/><ellipse cx="400" cy="840" rx="250" ry="30" fill="#000" opacity=".08"/>${SHAPES[shape](accent)}</svg>`;
}

const rendered = new Map<string, Promise<Record<number, Buffer>>>();

/**
 * The packshot in each width, rendered once per shape, colour and hue and reused. Each width is
 * drawn from the SVG at its own size (sharper than enlarging, and cheaper), without the alpha
 * channel the opaque background makes useless, at a lower WebP effort: the demo seed draws 42 of
 * these on the first start, and the default effort made that most of the wait.
 */
export function packshot(shape: Shape, accent: string, hue: number, widths: readonly number[]) {
  const key = `${shape}|${accent}|${hue}|${widths.join(',')}`;
  let result = rendered.get(key);
  if (!result) {
    const svg = Buffer.from(svgOf(shape, accent, hue));
    result = Promise.all(
      widths.map(async (width) => {
        const image = sharp(svg, { density: (72 * width) / SVG_WIDTH }).removeAlpha();
        return [width, await image.webp({ quality: 80, effort: 2 }).toBuffer()] as const;
      }),
    ).then((entries) => Object.fromEntries(entries));
    rendered.set(key, result);
  }
  return result;
}
