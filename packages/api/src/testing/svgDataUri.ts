/** A small SVG image as a `data:` URI: demo logos and favicons that work in every origin. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A word-mark logo: the name in the brand colour beside a simple mark. */
export function wordmarkLogo(name: string, color: string, accent: string): string {
  const width = 24 + name.length * 11;
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="32" viewBox="0 0 ${width} 32">` +
      `<rect x="0" y="4" width="24" height="24" rx="6" fill="${color}"/>` +
      `<circle cx="12" cy="16" r="6" fill="${accent}"/>` +
      `<text x="30" y="22" font-family="Roboto, Arial, sans-serif" font-size="17" font-weight="700" fill="#1f2933">${name}</text>` +
      `</svg>`,
  );
}

/** A favicon: a rounded square in the brand colour with the first letter of the name. */
export function letterFavicon(letter: string, color: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="7" fill="${color}"/>` +
      `<text x="16" y="22" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${letter}</text>` +
      `</svg>`,
  );
}
