/**
 * The paint of a listed car: a small fixed palette, the dealer's free-text colour mapped to it by its words,
 * and how a body type's drawing is repainted in it. The painted drawings are files made once by
 * `node scripts/vehicle-drawings.mjs` (which runs this module through esbuild) into
 * `app/content/vehicle-images/paint/`, and a test checks they are still what this module makes.
 *
 * This module imports nothing but types, so the script can load it without the app's aliases.
 */
import type { BodyType } from "./vehicle-facts";

export const PAINTS = ["white", "silver", "grey", "black", "blue", "red", "bronze", "green", "yellow"] as const;
export type Paint = (typeof PAINTS)[number];

/** A paint's colour for the body panels and the darker shade for their outline, wheel arches and sills. */
export interface PaintColours {
  readonly body: string;
  readonly trim: string;
}

/**
 * Each paint's colours. Red, blue, green, grey and yellow are the colours the drawings were first drawn
 * in; white keeps a grey outline, so a white car still stands out against the pale sky, and black is a
 * little lighter than the tyres, so the wheels still show.
 */
export const PAINT_COLOURS: Readonly<Record<Paint, PaintColours>> = {
  white: { body: "#ffffff", trim: "#a3b1bd" },
  silver: { body: "#c9d2d9", trim: "#8a98a6" },
  grey: { body: "#5b6b78", trim: "#3d4a55" },
  black: { body: "#2b323b", trim: "#0f1419" },
  blue: { body: "#1d6fa5", trim: "#0b4f6c" },
  red: { body: "#b4361c", trim: "#8f2a16" },
  bronze: { body: "#8c5a32", trim: "#633d1f" },
  green: { body: "#3f7d4e", trim: "#2d5c39" },
  yellow: { body: "#f6c453", trim: "#c99a2e" },
};

/** Words that name a colour outright, in English and Afrikaans (a dealer may write either). */
const COLOUR_WORDS: Readonly<Record<string, Paint>> = {
  white: "white",
  wit: "white",
  silver: "silver",
  silwer: "silver",
  grey: "grey",
  gray: "grey",
  grys: "grey",
  black: "black",
  swart: "black",
  blue: "blue",
  blou: "blue",
  red: "red",
  rooi: "red",
  bronze: "bronze",
  brons: "bronze",
  brown: "bronze",
  bruin: "bronze",
  green: "green",
  groen: "green",
  yellow: "yellow",
  geel: "yellow",
};

/** The names of shades that a colour is often given alone ("Gunmetal", "Onyx", "Burgundy"). */
const SHADE_WORDS: Readonly<Record<string, Paint>> = {
  pearl: "white",
  ivory: "white",
  cream: "white",
  alabaster: "white",
  snow: "white",
  polar: "white",
  arctic: "white",
  glacier: "white",
  platinum: "silver",
  titanium: "silver",
  aluminium: "silver",
  aluminum: "silver",
  chrome: "silver",
  sterling: "silver",
  graphite: "grey",
  gunmetal: "grey",
  charcoal: "grey",
  slate: "grey",
  anthracite: "grey",
  pewter: "grey",
  tungsten: "grey",
  onyx: "black",
  ebony: "black",
  obsidian: "black",
  jet: "black",
  carbon: "black",
  navy: "blue",
  cobalt: "blue",
  sapphire: "blue",
  azure: "blue",
  denim: "blue",
  maroon: "red",
  burgundy: "red",
  crimson: "red",
  scarlet: "red",
  ruby: "red",
  cherry: "red",
  wine: "red",
  garnet: "red",
  copper: "bronze",
  chocolate: "bronze",
  mocha: "bronze",
  coffee: "bronze",
  mahogany: "bronze",
  chestnut: "bronze",
  caramel: "bronze",
  olive: "green",
  emerald: "green",
  jade: "green",
  lime: "green",
  gold: "yellow",
  golden: "yellow",
  lemon: "yellow",
  mustard: "yellow",
};

/**
 * The paint a dealer's colour is drawn in, by its words: a colour's own name wins over a shade's
 * ("Sapphire black" is black), and of two names the last wins, as English puts the colour last
 * ("Blue-grey" is grey). Undefined when no word is known ("Champagne", "Orange"), so the drawing keeps
 * its own colour rather than show a guess.
 */
export function paintOf(colour: string): Paint | undefined {
  const words = colour.toLowerCase().match(/\p{L}+/gu) ?? [];
  const last = (table: Readonly<Record<string, Paint>>): Paint | undefined =>
    words.reduce<Paint | undefined>((found, word) => (Object.hasOwn(table, word) ? table[word] : found), undefined);
  return last(COLOUR_WORDS) ?? last(SHADE_WORDS);
}

/**
 * Which colours of each body type's drawing are its paint: the body's fill, and the darker shade of its
 * outline, wheel arches, sill and panel lines. Sky, hills, road, wheels, windows, lights and the van's
 * stripe keep their colours.
 */
export const DRAWING_PAINT: Readonly<Record<BodyType, PaintColours & { readonly lines?: string }>> = {
  hatchback: { body: "#b4361c", trim: "#8f2a16" },
  sedan: { body: "#1d6fa5", trim: "#0b4f6c" },
  suv: { body: "#3f7d4e", trim: "#2d5c39" },
  // The load bin's lines are darker than the outline; painted, they take the trim colour too.
  bakkie: { body: "#ffffff", trim: "#c5d0d8", lines: "#8a98a6" },
  mpv: { body: "#5b6b78", trim: "#3d4a55" },
  coupe: { body: "#f6c453", trim: "#c99a2e" },
  van: { body: "#e4eef3", trim: "#8a98a6" },
};

/**
 * The car is drawn after its shadow on the road; everything before (the wheel's definition, sky, sun,
 * hills, road) shares some colours with the paint (the sun is the coupé's yellow, the road the van's
 * grey), so only the part after the shadow is repainted.
 */
const SHADOW = /<ellipse [^>]*opacity="\.2"\/>/g;

/**
 * A body type's drawing repainted: in the car's part, each fill or stroke of the drawing's paint colours
 * is changed to the paint's, and every other byte stays as it was. Throws when the drawing no longer has
 * the shape this expects (one shadow, each paint colour used), so a redrawn file is noticed, not misdrawn.
 */
export function paintDrawing(svg: string, bodyType: BodyType, paint: Paint): string {
  const shadows = [...svg.matchAll(SHADOW)];
  const shadow = shadows[0];
  if (shadows.length !== 1 || shadow === undefined) {
    throw new Error(`The ${bodyType} drawing should have one shadow to mark where the car starts`);
  }
  const start = shadow.index + shadow[0].length;
  const { body, trim, lines } = DRAWING_PAINT[bodyType];
  const colours = PAINT_COLOURS[paint];
  const swaps = new Map<string, string>([
    [body, colours.body],
    [trim, colours.trim],
    ...(lines ? [[lines, colours.trim] as const] : []),
  ]);
  const unused = new Set(swaps.keys());
  const car = svg
    .slice(start)
    .replace(/\b(fill|stroke)="(#[0-9a-f]{6})"/g, (attribute, name: string, value: string) => {
      const swap = swaps.get(value);
      if (swap === undefined) return attribute;
      unused.delete(value);
      return `${name}="${swap}"`;
    });
  if (unused.size > 0) {
    throw new Error(`The ${bodyType} drawing no longer uses ${[...unused].join(", ")} for its paint`);
  }
  return svg.slice(0, start) + car;
}

/** The file name of a body type's drawing in a paint, in `app/content/vehicle-images/paint/`. */
export function paintedDrawingName(bodyType: BodyType, paint: Paint): string {
  return `car-${bodyType}-${paint}.svg`;
}
