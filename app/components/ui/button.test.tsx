import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  Button,
  buttonSizeNames as sizes,
  buttonVariantNames as variants,
  buttonVariants,
} from "./button";

describe("Button", () => {
  it("gives each variant its own look", () => {
    const looks = new Set(
      variants.map((variant) => buttonVariants({ variant })),
    );
    expect(looks.size).toBe(variants.length);
  });

  it("keeps a tap target of at least 44 px at every size on phones", () => {
    for (const size of sizes) {
      expect(buttonVariants({ size })).toMatch(
        /\b(min-h-1[1-9]|size-1[1-9])\b/,
      );
    }
  });

  it("renders its child instead of a button with asChild", () => {
    render(
      <Button asChild variant="cta">
        <a href="/kontakt">Jetzt starten</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Jetzt starten" });
    expect(link).toHaveAttribute("href", "/kontakt");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("adds a caller's classes to its own", () => {
    render(<Button className="self-start">Weiter</Button>);
    const button = screen.getByRole("button", { name: "Weiter" });
    expect(button).toHaveClass("self-start", "bg-primary", "min-h-11");
  });

  it("never sets a dimension twice, since class names are not merged", () => {
    // Responsive or state prefixes make a class a different rule: keep them in the key.
    const dimension = (token: string) =>
      token
        .match(
          /^((?:[\w-]+:)*)(min-h|px|py|size|text-(?:xs|sm|base|lg|xl))\b/,
        )?.[0]
        .replace(/text-\w+$/, "font-size");
    for (const variant of variants) {
      for (const size of sizes) {
        const set = buttonVariants({ variant, size })
          .split(" ")
          .map(dimension)
          .filter(Boolean);
        expect(new Set(set).size, `${variant}/${size}: ${set.join(" ")}`).toBe(
          set.length,
        );
      }
    }
  });
});
