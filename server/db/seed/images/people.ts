import { circle, ellipse, path, poly, rect, shade, svg } from './svg'

// Square pictures for advertisers: a person's silhouette (owners and brokers) or a house mark (agencies).

const S = 640

export function person(
  background: string,
  shirt: string,
  skin: string,
  hair: string,
  longHair: boolean,
): string {
  let b = rect(0, 0, S, S, background) + circle(S / 2, S / 2, 300, shade(background, 0.15))
  if (longHair) b += path('M190,300 Q190,130 320,130 Q450,130 450,300 L470,470 L170,470 Z', hair)
  b += path('M120,640 Q130,470 320,450 Q510,470 520,640 Z', shirt) + rect(285, 380, 70, 90, skin)
  b +=
    ellipse(320, 290, 105, 125, skin) +
    path('M215,270 Q220,160 320,160 Q420,160 425,270 Q400,205 320,215 Q240,205 215,270 Z', hair)
  b += path('M280,455 L320,520 L360,455 Z', shade(shirt, 0.6))
  return svg(b, '', S, S)
}

export function agencyMark(background: string, mark: string): string {
  let b =
    rect(0, 0, S, S, background) + circle(S / 2, S / 2, 250, 'none', `stroke="${mark}" stroke-width="18"`)
  b +=
    poly(
      [
        [170, 330],
        [320, 190],
        [470, 330],
      ],
      mark,
    ) + rect(215, 320, 210, 150, mark)
  b += rect(295, 380, 50, 90, background) + rect(390, 200, 36, 80, mark)
  return svg(b, '', S, S)
}
