/**
 * Side-view silhouettes of the body types of spec point 9 (and a bike), as a few flat shapes in
 * a 240 × 120 box: the body in the paint colour, windows, wheels and a ground shadow. The SVG
 * and the PNG raster are drawn from the same shapes, so both show the same car.
 */

export const VIEW_WIDTH = 240;
export const VIEW_HEIGHT = 120;

/** What a shape is filled with; only `paint` takes the car's colour. */
export type ShapeFill = 'paint' | 'glass' | 'tyre' | 'rim' | 'shadow' | 'trim';

export type Point = readonly [x: number, y: number];

export type Shape =
  | { kind: 'polygon'; fill: ShapeFill; points: readonly Point[] }
  | { kind: 'ellipse'; fill: ShapeFill; cx: number; cy: number; rx: number; ry: number };

/** The fixed colours; the paint colour comes from the option. */
export const FILL_COLOURS: Readonly<Record<Exclude<ShapeFill, 'paint'>, string>> = {
  glass: '#cfe0ea',
  tyre: '#1f2328',
  rim: '#9aa4ad',
  shadow: '#d5d8dc',
  trim: '#3a4047',
};

interface CarOutline {
  body: readonly Point[];
  windows: readonly (readonly Point[])[];
  /** Wheel centres along the ground line. */
  wheels: readonly [number, number];
  wheelRadius?: number;
}

const GROUND = 100;

/** A van's body and cab window; the double-cab van adds a second row of windows. */
const VAN_BODY: CarOutline['body'] = [
  [10, 94],
  [10, 58],
  [22, 48],
  [48, 40],
  [62, 16],
  [226, 16],
  [230, 20],
  [230, 94],
];
const VAN_CAB_WINDOW: CarOutline['windows'][number] = [
  [52, 40],
  [65, 20],
  [92, 20],
  [92, 44],
];

const OUTLINES: Readonly<Record<string, CarOutline>> = {
  hatchback: {
    body: [
      [20, 92],
      [20, 70],
      [30, 62],
      [80, 58],
      [105, 38],
      [170, 36],
      [205, 55],
      [215, 62],
      [218, 92],
    ],
    windows: [
      [
        [86, 58],
        [108, 42],
        [136, 41],
        [136, 58],
      ],
      [
        [142, 58],
        [142, 41],
        [168, 40],
        [196, 57],
      ],
    ],
    wheels: [58, 182],
  },
  sedan: {
    body: [
      [14, 92],
      [14, 72],
      [28, 64],
      [78, 60],
      [108, 40],
      [160, 38],
      [190, 58],
      [224, 62],
      [226, 92],
    ],
    windows: [
      [
        [86, 60],
        [111, 44],
        [134, 43],
        [134, 60],
      ],
      [
        [140, 60],
        [140, 43],
        [158, 42],
        [181, 59],
      ],
    ],
    wheels: [52, 188],
  },
  stationwagen: {
    body: [
      [14, 92],
      [14, 70],
      [28, 63],
      [78, 59],
      [106, 38],
      [212, 38],
      [222, 60],
      [226, 92],
    ],
    windows: [
      [
        [86, 59],
        [109, 42],
        [134, 42],
        [134, 59],
      ],
      [
        [140, 59],
        [140, 42],
        [176, 42],
        [176, 59],
      ],
      [
        [182, 59],
        [182, 42],
        [208, 42],
        [214, 59],
      ],
    ],
    wheels: [52, 190],
  },
  suv: {
    body: [
      [16, 94],
      [16, 62],
      [28, 54],
      [72, 50],
      [98, 28],
      [200, 26],
      [216, 50],
      [222, 94],
    ],
    windows: [
      [
        [80, 50],
        [101, 32],
        [140, 31],
        [140, 50],
      ],
      [
        [146, 50],
        [146, 31],
        [196, 30],
        [208, 50],
      ],
    ],
    wheels: [56, 186],
    wheelRadius: 18,
  },
  coupe: {
    body: [
      [12, 92],
      [12, 74],
      [30, 66],
      [90, 62],
      [120, 42],
      [165, 42],
      [205, 62],
      [228, 66],
      [228, 92],
    ],
    windows: [
      [
        [98, 62],
        [122, 46],
        [162, 46],
        [192, 62],
      ],
    ],
    wheels: [50, 190],
  },
  cabriolet: {
    body: [
      [12, 92],
      [12, 72],
      [30, 66],
      [100, 62],
      [112, 48],
      [116, 48],
      [110, 62],
      [200, 62],
      [228, 66],
      [228, 92],
    ],
    windows: [],
    wheels: [50, 190],
  },
  stadsauto: {
    body: [
      [34, 92],
      [34, 66],
      [48, 58],
      [75, 54],
      [95, 32],
      [175, 32],
      [198, 56],
      [204, 92],
    ],
    windows: [
      [
        [82, 54],
        [98, 36],
        [132, 36],
        [132, 54],
      ],
      [
        [138, 54],
        [138, 36],
        [172, 36],
        [190, 54],
      ],
    ],
    wheels: [66, 176],
  },
  mpv: {
    body: [
      [14, 94],
      [14, 64],
      [30, 56],
      [60, 50],
      [92, 24],
      [208, 24],
      [222, 50],
      [226, 94],
    ],
    windows: [
      [
        [68, 50],
        [95, 28],
        [132, 28],
        [132, 50],
      ],
      [
        [138, 50],
        [138, 28],
        [172, 28],
        [172, 50],
      ],
      [
        [178, 50],
        [178, 28],
        [205, 28],
        [214, 50],
      ],
    ],
    wheels: [52, 190],
  },
  'bus-enkele-cabine': {
    body: VAN_BODY,
    windows: [VAN_CAB_WINDOW],
    wheels: [46, 196],
  },
  'bus-dubbele-cabine': {
    body: VAN_BODY,
    windows: [
      VAN_CAB_WINDOW,
      [
        [98, 44],
        [98, 20],
        [136, 20],
        [136, 44],
      ],
    ],
    wheels: [46, 196],
  },
  'pick-up-enkele-cabine': {
    body: [
      [10, 94],
      [10, 60],
      [22, 52],
      [56, 48],
      [74, 24],
      [120, 24],
      [128, 50],
      [230, 50],
      [230, 94],
    ],
    windows: [
      [
        [62, 48],
        [77, 28],
        [116, 28],
        [121, 48],
      ],
    ],
    wheels: [48, 192],
    wheelRadius: 18,
  },
  'pick-up-dubbele-cabine': {
    body: [
      [10, 94],
      [10, 60],
      [22, 52],
      [56, 48],
      [74, 24],
      [150, 24],
      [156, 50],
      [230, 50],
      [230, 94],
    ],
    windows: [
      [
        [62, 48],
        [77, 28],
        [108, 28],
        [108, 48],
      ],
      [
        [114, 48],
        [114, 28],
        [147, 28],
        [151, 48],
      ],
    ],
    wheels: [48, 196],
    wheelRadius: 18,
  },
};

/** The body types that have a drawing of their own; anything else is drawn as a hatchback. */
export const DRAWN_BODY_TYPES: readonly string[] = Object.keys(OUTLINES);

function carShapes(outline: CarOutline): Shape[] {
  const r = outline.wheelRadius ?? 16;
  const shapes: Shape[] = [
    { kind: 'ellipse', fill: 'shadow', cx: 120, cy: GROUND + 2, rx: 112, ry: 6 },
    { kind: 'polygon', fill: 'paint', points: outline.body },
    ...outline.windows.map((points): Shape => ({ kind: 'polygon', fill: 'glass', points })),
  ];
  for (const cx of outline.wheels) {
    shapes.push({ kind: 'ellipse', fill: 'tyre', cx, cy: GROUND - r, rx: r, ry: r });
    shapes.push({ kind: 'ellipse', fill: 'rim', cx, cy: GROUND - r, rx: r * 0.55, ry: r * 0.55 });
  }
  return shapes;
}

/** A bar from `a` to `b`, `width` thick, as a polygon: the bike's frame tubes. */
function bar(a: Point, b: Point, width: number): Shape {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [(-dy / length) * (width / 2), (dx / length) * (width / 2)];
  return {
    kind: 'polygon',
    fill: 'paint',
    points: [
      [a[0] + nx, a[1] + ny],
      [b[0] + nx, b[1] + ny],
      [b[0] - nx, b[1] - ny],
      [a[0] - nx, a[1] - ny],
    ],
  };
}

function bikeShapes(): Shape[] {
  const rear: Point = [70, 74];
  const front: Point = [170, 74];
  const crank: Point = [112, 76];
  const seat: Point = [100, 38];
  const head: Point = [152, 40];
  const wheel = (centre: Point): Shape[] => [
    { kind: 'ellipse', fill: 'tyre', cx: centre[0], cy: centre[1], rx: 26, ry: 26 },
    { kind: 'ellipse', fill: 'shadow', cx: centre[0], cy: centre[1], rx: 21, ry: 21 },
    { kind: 'ellipse', fill: 'rim', cx: centre[0], cy: centre[1], rx: 4, ry: 4 },
  ];
  return [
    { kind: 'ellipse', fill: 'shadow', cx: 120, cy: GROUND + 2, rx: 80, ry: 4 },
    ...wheel(rear),
    ...wheel(front),
    bar(rear, crank, 5),
    bar(rear, seat, 5),
    bar(seat, crank, 6),
    bar(crank, head, 6),
    bar(seat, head, 5),
    bar(head, front, 5),
    {
      kind: 'polygon',
      fill: 'trim',
      points: [
        [90, 32],
        [112, 32],
        [110, 37],
        [92, 37],
      ],
    },
    bar([150, 30], [156, 44], 4),
    {
      kind: 'polygon',
      fill: 'trim',
      points: [
        [146, 26],
        [162, 26],
        [162, 31],
        [146, 31],
      ],
    },
  ];
}

/** The shapes of a car of `body` (a `cCarrosserie` code), or of a bike when `body` is null. */
export function vehicleShapes(body: string | null): Shape[] {
  if (body === null) return bikeShapes();
  return carShapes(OUTLINES[body] ?? (OUTLINES.hatchback as CarOutline));
}
