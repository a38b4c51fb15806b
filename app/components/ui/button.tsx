import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { Slot } from "./slot";

/**
 * Every variant but the large call to action, which brings its own size. The
 * specification names all eight variants and four sizes (SPEC §1), whether a
 * page uses them today or not.
 */
const standard = [
  "default",
  "destructive",
  "outline",
  "secondary",
  "ghost",
  "link",
  "cta",
] as const;

/** The variants and sizes, for callers and tests that go through all of them. */
export const buttonVariantNames = [...standard, "cta-lg"] as const;
export const buttonSizeNames = ["default", "sm", "lg", "icon"] as const;

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-center transition-colors disabled:pointer-events-none disabled:opacity-60 sm:whitespace-nowrap [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-sm hover:bg-primary-strong",
        destructive:
          "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline:
          "border border-input bg-background text-foreground shadow-sm hover:bg-accent hover:text-accent-foreground",
        secondary:
          "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        cta: "bg-linear-to-b from-cta to-cta-strong font-bold text-cta-foreground shadow-md shadow-cta/25 hover:from-cta-strong hover:to-cta-strong",
        "cta-lg":
          "bg-linear-to-b from-cta to-cta-strong font-bold text-cta-foreground shadow-lg shadow-cta/30 hover:from-cta-strong hover:to-cta-strong",
      },
      // The dimensions live in compoundVariants below, so that no two classes
      // ever set the same property (cn() does not resolve conflicts).
      size: { default: "", sm: "", lg: "", icon: "" },
    },
    compoundVariants: [
      // Every size keeps a 44 px tap target on phones.
      {
        variant: [...standard],
        size: "default",
        className: "min-h-11 px-5 py-2 text-sm",
      },
      {
        variant: [...standard],
        size: "sm",
        className: "min-h-11 px-3 text-sm md:min-h-9",
      },
      {
        variant: [...standard],
        size: "lg",
        className: "min-h-12 px-4 text-[0.9375rem] sm:px-7 sm:text-base",
      },
      { variant: [...standard], size: "icon", className: "size-11" },
      // The large call to action is large at any text size asked for. Below
      // sm, 15 px and narrower sides keep the longest label ("API-Dokumentation
      // anfordern →") on one line from 360 px on, even in a wide system font.
      {
        variant: "cta-lg",
        size: ["default", "sm", "lg"],
        className: "min-h-12 px-4 text-[0.9375rem] sm:px-7 sm:text-base",
      },
      { variant: "cta-lg", size: "icon", className: "size-12" },
    ],
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a link) with the button's look. */
    asChild?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
