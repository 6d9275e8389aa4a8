import { describe, expect, it } from "vitest";
import { PAINT_COLOURS, PAINTS, paintDrawing, paintOf } from "./vehicle-paint";

describe("paintOf", () => {
  it.each([
    ["White", "white"],
    ["Glacier white", "white"],
    ["Pearl", "white"],
    ["Silver", "silver"],
    ["Titanium", "silver"],
    ["Grey", "grey"],
    ["Graphite grey", "grey"],
    ["Gunmetal", "grey"],
    ["gray metallic", "grey"],
    ["Black", "black"],
    ["Onyx", "black"],
    ["Blue", "blue"],
    ["Midnight blue", "blue"],
    ["Navy", "blue"],
    ["Red", "red"],
    ["Burgundy", "red"],
    ["Bronze", "bronze"],
    ["Copper", "bronze"],
    ["Brown", "bronze"],
    ["Olive", "green"],
    ["Gold", "yellow"],
    ["Swart", "black"],
  ] as const)("paints %s as %s", (colour, paint) => {
    expect(paintOf(colour)).toBe(paint);
  });

  it("reads the words whatever their case, spacing and punctuation", () => {
    expect(paintOf("  GLACIER   WHITE ")).toBe("white");
    expect(paintOf("Silver (metallic)")).toBe("silver");
    expect(paintOf("Pure-white")).toBe("white");
  });

  it("lets a colour's own name win over a shade's, and the last name win of two", () => {
    expect(paintOf("Sapphire black")).toBe("black");
    expect(paintOf("Pearl blue")).toBe("blue");
    expect(paintOf("Blue-grey")).toBe("grey");
  });

  it("gives no paint for a colour it has no word for, so the drawing keeps its own", () => {
    for (const colour of ["", "  ", "Orange", "Champagne", "Beige", "Turquoise", "Whitewall", "Redline", "Metallic"]) {
      expect(paintOf(colour), colour).toBeUndefined();
    }
  });
});

describe("the palette", () => {
  it("gives each paint a body colour and a darker trim", () => {
    const lightness = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    for (const paint of PAINTS) {
      const { body, trim } = PAINT_COLOURS[paint];
      expect(body, paint).toMatch(/^#[0-9a-f]{6}$/);
      expect(trim, paint).toMatch(/^#[0-9a-f]{6}$/);
      expect(lightness(trim), paint).toBeLessThan(lightness(body));
    }
  });
});

describe("paintDrawing", () => {
  const drawing = [
    '<svg><defs><g id="wheel"><circle r="62" fill="#1b2430"/></g></defs>',
    '<circle cx="980" cy="150" r="60" fill="#b4361c"/>',
    '<ellipse cx="600" cy="648" rx="400" ry="22" fill="#073a50" opacity=".2"/>',
    '<path d="M0 0" fill="#b4361c" stroke="#8f2a16" stroke-width="6"/>',
    '<rect fill="#f6c453"/><circle r="76" fill="#8f2a16"/><use href="#wheel"/></svg>',
  ].join("\n");

  it("repaints the car's body and trim after its shadow, and nothing else", () => {
    expect(paintDrawing(drawing, "hatchback", "silver")).toBe(
      drawing
        .replace('<path d="M0 0" fill="#b4361c" stroke="#8f2a16"', '<path d="M0 0" fill="#c9d2d9" stroke="#8a98a6"')
        .replace('<circle r="76" fill="#8f2a16"/>', '<circle r="76" fill="#8a98a6"/>'),
    );
  });

  it("changes nothing when the paint is the drawing's own", () => {
    expect(paintDrawing(drawing, "hatchback", "red")).toBe(drawing);
  });

  it("refuses a drawing it cannot tell the car of, rather than misdraw it", () => {
    expect(() => paintDrawing(drawing.replace(/<ellipse[^>]*>/, ""), "hatchback", "blue")).toThrow(/shadow/);
    expect(() => paintDrawing(drawing.replaceAll("#8f2a16", "#000000"), "hatchback", "blue")).toThrow(/#8f2a16/);
    expect(() => paintDrawing(drawing, "sedan", "blue")).toThrow(/no longer uses/);
  });
});
