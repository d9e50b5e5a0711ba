// The SVGs of issue 33's attacks, built the same way: each is small and renders for minutes in
// librsvg unless it is refused before rendering.

/** 1.7 KB: a rectangle, then 8 levels of a group holding 10 <use> of the level below (10^8 rectangles). */
export function nestedUseSvg(levels = 8, fanOut = 10): string {
  let defs = '<rect id="l0" width="1" height="1"/>';
  for (let level = 1; level <= levels; level++) {
    defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fanOut)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs>${defs}</defs><use href="#l${levels}"/></svg>`;
}

/** feTurbulence and a blur of stdDeviation 500 over a 7000×7000 canvas. */
export function blurFloodSvg(stdDeviation = 500, side = 7000): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
    '<filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="4"/>' +
    `<feGaussianBlur stdDeviation="${stdDeviation}"/></filter>` +
    `<rect width="${side}" height="${side}" filter="url(#f)"/></svg>`
  );
}
