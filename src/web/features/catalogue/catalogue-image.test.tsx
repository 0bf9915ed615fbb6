// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Car } from "lucide-react";
import { afterEach, describe, expect, it } from "vitest";
import { buildSrcSet, CatalogueImage } from "./catalogue-image.tsx";

afterEach(cleanup);

describe("CatalogueImage", () => {
  it("reserves its size, loads lazily and decodes off the main thread", () => {
    render(<CatalogueImage src="https://cdn.example.com/a.jpg" alt="Benagil" width={800} height={500} />);
    const img = screen.getByRole("img", { name: "Benagil" });
    expect(img.getAttribute("width")).toBe("800");
    expect(img.getAttribute("height")).toBe("500");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("srcset")).toBeNull(); // not our photo: used as it is
    expect(img.getAttribute("sizes")).toBeNull();
  });

  it("loads heroes at once and first", () => {
    render(<CatalogueImage src="/photos/tour-photos/a.jpg" alt="Hero" width={1920} height={800} priority sizes="100vw" />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect(img.getAttribute("srcset")).toContain("/photos/tour-photos/a.jpg?w=480 480w");
  });

  it("offers widths only for our own photo storage", () => {
    expect(buildSrcSet("/photos/tour-photos/a%20b.jpg")).toBe(
      [480, 768, 1200, 1600, 2400].map((w) => `/photos/tour-photos/a%20b.jpg?w=${w} ${w}w`).join(", "),
    );
    expect(buildSrcSet(`${window.location.origin}/photos/x.jpg?v=2`)).toContain("/photos/x.jpg?v=2&w=480 480w");
    expect(buildSrcSet("/icons/favicon.svg")).toBeUndefined();
    expect(buildSrcSet("https://elsewhere.example.com/photos/x.jpg")).toBeUndefined();
  });

  it("shows a placeholder with the name when there is no photo or it fails to load", () => {
    const { rerender } = render(
      <CatalogueImage src={null} alt="Vito" name="Mercedes-Benz Vito" icon={Car} width={960} height={640} />,
    );
    const placeholder = screen.getByRole("img", { name: "Vito" });
    expect(placeholder.tagName).toBe("DIV");
    expect(placeholder.textContent).toBe("Mercedes-Benz Vito");
    expect(placeholder.style.aspectRatio).toBe("960 / 640");

    rerender(<CatalogueImage src="/photos/broken.jpg" alt="Vito" name="Mercedes-Benz Vito" width={960} height={640} />);
    fireEvent.error(screen.getByRole("img", { name: "Vito" }));
    expect(screen.getByRole("img", { name: "Vito" }).tagName).toBe("DIV");

    // A new photo gets its chance again.
    rerender(<CatalogueImage src="/photos/other.jpg" alt="Vito" width={960} height={640} />);
    expect(screen.getByRole("img", { name: "Vito" }).tagName).toBe("IMG");
  });
});
