import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { ImageViewer } from "./image-viewer";
import { ThumbnailGallery } from "./thumbnail-gallery";

const images = ["Front", "Side", "Rear", "Interior", "Boot", "Engine"].map((name) => ({
  src: `/images/${name.toLowerCase()}.svg`,
  alt: `${name} view of the bakkie`,
}));

const mainImage = () => screen.getAllByRole("img").find((image) => image.closest(".gallery__viewer"));
const thumbnailNames = () =>
  within(screen.getByRole("list", { name: "Thumbnails" }))
    .getAllByRole("button")
    .map((button) => button.textContent);

describe("ThumbnailGallery", () => {
  it("shows the first image large and four thumbnails", async () => {
    const { container } = render(<ThumbnailGallery label="Bakkie photos" images={images} width={400} height={300} />);
    expect(mainImage()).toHaveAttribute("alt", "Front view of the bakkie");
    expect(mainImage()).toHaveAttribute("width", "400");
    expect(thumbnailNames()).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Show image 1: Front view of the bakkie" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expectNoAxeViolations(container);
  });

  it("moves with next and previous only within the list", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ThumbnailGallery label="Photos" images={images} width={400} height={300} onActiveIndexChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Previous image" }));
    expect(onChange).not.toHaveBeenCalled();
    for (let press = 0; press < 8; press += 1) await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(mainImage()).toHaveAttribute("alt", "Engine view of the bakkie");
    expect(screen.getByRole("button", { name: "Next image" })).toHaveAttribute("aria-disabled", "true");
    expect(onChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByText(/6 \/ 6/)).toBeInTheDocument();
  });

  it("jumps to a thumbnail, and the strip follows the active image", async () => {
    const user = userEvent.setup();
    render(<ThumbnailGallery label="Photos" images={images} width={400} height={300} />);
    await user.click(screen.getByRole("button", { name: "Show image 3: Rear view of the bakkie" }));
    expect(mainImage()).toHaveAttribute("alt", "Rear view of the bakkie");
    await user.click(screen.getByRole("button", { name: "Next image" }));
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(thumbnailNames()).toEqual([
      "Show image 2: Side view of the bakkie",
      "Show image 3: Rear view of the bakkie",
      "Show image 4: Interior view of the bakkie",
      "Show image 5: Boot view of the bakkie",
    ]);
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<ThumbnailGallery label="Photos" images={images} width={400} height={300} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Next image" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(mainImage()).toHaveAttribute("alt", "Side view of the bakkie");
  });

  it("clamps an active index from outside the list", () => {
    render(<ThumbnailGallery label="Photos" images={images} width={400} height={300} activeIndex={42} />);
    expect(mainImage()).toHaveAttribute("alt", "Engine view of the bakkie");
  });

  it("shows the 'not found' graphic when there are no images", async () => {
    const { container } = render(<ThumbnailGallery label="Photos" images={[]} width={400} height={300} />);
    expect(screen.getByRole("img", { name: "No images to show" }).tagName.toLowerCase()).toBe("svg");
    expect(screen.queryByRole("button")).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe("ImageViewer", () => {
  it("shows an image with its alt text and reserved size", () => {
    render(<ImageViewer image={{ src: "/a.svg", alt: "A red hatchback" }} width={640} height={400} />);
    const image = screen.getByRole("img", { name: "A red hatchback" });
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "400");
  });
});
