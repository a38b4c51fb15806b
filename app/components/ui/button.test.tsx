import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cn } from "~/lib/utils";
import { Button, buttonVariants } from "./button";

const variants = [
  "default",
  "destructive",
  "outline",
  "secondary",
  "ghost",
  "link",
  "cta",
  "cta-lg",
] as const;
const sizes = ["default", "sm", "lg", "icon"] as const;

describe("Button", () => {
  it.each(
    variants.flatMap((variant) =>
      sizes.map((size) => [variant, size] as const),
    ),
  )(
    "renders variant %s at size %s as a button with that variant's look",
    (variant, size) => {
      render(
        <Button variant={variant} size={size}>
          Weiter
        </Button>,
      );
      const button = screen.getByRole("button", { name: "Weiter" });
      expect(button).toHaveAttribute("data-slot", "button");
      for (const token of cn(buttonVariants({ variant, size })).split(" ")) {
        expect(button).toHaveClass(token);
      }
    },
  );

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

  it("lets a caller's class win over the variant's", () => {
    render(<Button className="px-1">Klein</Button>);
    const button = screen.getByRole("button", { name: "Klein" });
    expect(button).toHaveClass("px-1");
    expect(button).not.toHaveClass("px-5");
  });
});
