/** Our uploads come in 600, 1200 and 2400 px widths sharing one name stem. */
export function imageSrcSet(url: string): string | undefined {
  const match = url.match(/^(.*)-1200\.webp$/);
  if (!match) return undefined;
  return [600, 1200, 2400].map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}
